import Foundation

/// The files of an `.imageset` folder's `Contents.json`, by scale:
///
/// ```json
/// { "images": [ { "idiom": "universal", "filename": "star.png", "scale": "1x" },
///               { "idiom": "universal", "filename": "star@2x.png", "scale": "2x" },
///               { "idiom": "universal", "scale": "3x" } ] }
/// ```
///
/// Entries without a file, dark-appearance entries and idioms other than `universal` and
/// `iphone` are not used. An image set whose single file has no scale is a 1× image.
struct AssetImageSet: Sendable, Equatable {
    /// The image files, by scale, smallest scale first.
    let variants: [Variant]

    /// One image file of the set.
    struct Variant: Sendable, Equatable {
        /// The file's scale: 1, 2 or 3 pixels a point.
        let scale: CGFloat
        /// The file.
        let path: String
    }

    /// The set in `folder`, or why it can't be used.
    static func read(_ folder: URL) -> Result<AssetImageSet, AssetCatalogError> {
        let contents: (path: String, json: [String: Any])
        switch AssetCatalog.contents(of: folder) {
        case .success(let value): contents = value
        case .failure(let error): return .failure(error)
        }
        guard let images = contents.json["images"] as? [[String: Any]] else {
            return .failure(.malformedJSON(path: contents.path, reason: "it has no \"images\" array"))
        }
        var variants: [Variant] = []
        for image in images {
            guard let file = image["filename"] as? String else { continue }
            if let idiom = image["idiom"] as? String, idiom != "universal", idiom != "iphone" { continue }
            let appearances = image["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }) { continue }
            let scaleText = (image["scale"] as? String).map { $0.hasSuffix("x") ? String($0.dropLast()) : $0 } ?? "1"
            guard let scale = Double(scaleText), scale > 0, scale.isFinite else {
                return .failure(.malformedJSON(path: contents.path, reason: "the scale '\(image["scale"] ?? "")' of \(file) is not 1x, 2x or 3x"))
            }
            guard !variants.contains(where: { $0.scale == CGFloat(scale) }) else { continue }
            variants.append(Variant(scale: CGFloat(scale), path: folder.appendingPathComponent(file).path))
        }
        guard !variants.isEmpty else { return .failure(.noImageFile(path: contents.path)) }
        return .success(AssetImageSet(variants: variants.sorted { $0.scale < $1.scale }))
    }

    /// The file to draw at `displayScale`: the smallest scale at least the display's, else the
    /// largest (as iOS picks the variant of the screen's scale, then a larger one scaled down).
    func variant(for displayScale: CGFloat) -> Variant {
        variants.first { $0.scale >= displayScale } ?? variants[variants.count - 1]
    }
}
