import Foundation

/// The fonts that `Font.custom(_:size:)` can name, beyond the ones bundled with Arrange.
///
/// SwiftUI finds custom fonts among those the app bundles or registers with Core Text; Arrange
/// reads font files itself, so register a TrueType or OpenType file once before using its name:
///
/// ```swift
/// try FontRegistry.register(contentsOfFile: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
/// Text("Serif").font(.custom("DejaVu Serif", size: 17))
/// ```
///
/// A name matches a face's PostScript name or full name exactly, or its family name (then the
/// face nearest to the wanted weight and style is used). The bundled faces can be named too
/// ("Inter", "Inter-Bold", "DejaVu Sans Mono").
public enum FontRegistry {
    nonisolated(unsafe) private static var registered: [OpenTypeFont] = []
    nonisolated(unsafe) private static var bundledLoaded = false
    private static let lock = NSLock()

    /// Reads the font file at `path` and makes its face available by name.
    ///
    /// - Returns: The names the face answers to: its PostScript name, full name and family name.
    /// - Throws: `FontError` when the file can't be read or isn't a valid font; nothing is
    ///   registered then.
    @discardableResult
    public static func register(contentsOfFile path: String) throws -> [String] {
        try register(OpenTypeFont(contentsOfFile: path))
    }

    /// Reads a font from its bytes (a TrueType or OpenType file, or the first face of a
    /// collection) and makes its face available by name.
    ///
    /// - Returns: The names the face answers to.
    /// - Throws: `FontError` when the data isn't a valid font.
    @discardableResult
    public static func register(data: Data) throws -> [String] {
        try register(OpenTypeFont(data: [UInt8](data)))
    }

    private static func register(_ face: OpenTypeFont) -> [String] {
        lock.lock()
        registered.append(face)
        lock.unlock()
        // A name asked for before it was registered fell back to the system font: ask again.
        BundledFontProvider.shared.forgetFaces()
        ShapedTextCache.shared.removeAll()
        return [face.postScriptName, face.fullName, face.familyName].compactMap { $0 }
    }

    /// The face that answers to `name`, or nil. Registered faces come before bundled ones.
    static func face(named name: String, weight: Int, isItalic: Bool) -> OpenTypeFont? {
        lock.lock()
        defer { lock.unlock() }
        if !bundledLoaded {
            bundledLoaded = true
            bundled = BundledFonts.allFileNames.compactMap { try? BundledFonts.face(named: $0) }
        }
        let candidates = registered + bundled
        if let exact = candidates.first(where: { $0.postScriptName == name || $0.fullName == name }) { return exact }
        let family = candidates.filter { $0.familyName == name }
        return family.min { lhs, rhs in
            distance(lhs, weight: weight, isItalic: isItalic) < distance(rhs, weight: weight, isItalic: isItalic)
        }
    }

    nonisolated(unsafe) private static var bundled: [OpenTypeFont] = []

    /// How far a face is from the wanted style: a wrong slant outweighs any weight difference.
    private static func distance(_ face: OpenTypeFont, weight: Int, isItalic: Bool) -> Int {
        (face.isItalic == isItalic ? 0 : 10_000) + abs(face.weightClass - weight)
    }
}
