import Foundation

extension Image {
    /// The image named `name` in `bundle`: an image set of one of its asset catalogs (see
    /// ``AssetCatalog``), else `name.png`, `name.jpg` or `name.jpeg` among its resources, else a
    /// placeholder with a diagnostic.
    static func named(_ name: String, in bundle: Bundle) -> Source {
        let catalog = AssetCatalog.catalog(for: bundle)
        if let folder = catalog.imageSets[name] {
            switch AssetImageSet.read(folder) {
            case .success(let set): return .assetSet(set, name: name)
            case .failure(let error): return .failed(.catalog(error))
            }
        }
        let url = ["png", "jpg", "jpeg"].lazy.compactMap { bundle.url(forResource: name, withExtension: $0) }.first
        if let url { return load(url.path, name: name) }
        let searched = catalog.catalogPaths.isEmpty ? "" : " or in \(catalog.catalogPaths.joined(separator: ", "))"
        return .unknownName(name, .missing("\(name).png in \(bundle.bundlePath)\(searched)"))
    }

    /// The source to draw at `displayScale` and its scale (pixels a point): an image set's
    /// file for that scale, loaded; any other source as it is, at 1.
    func resolvedSource(displayScale: CGFloat) -> (Source, CGFloat) {
        guard case .assetSet(let set, let name) = source else { return (source, 1) }
        let variant = set.variant(for: displayScale)
        guard FileManager.default.fileExists(atPath: variant.path) else {
            return (.failed(.catalog(.missingImageFile(path: variant.path))), 1)
        }
        return (Self.load(variant.path, name: name), variant.scale)
    }
}
