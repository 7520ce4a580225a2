import Foundation

/// The SF Symbols names Arrange draws with a real icon, and the icon font that draws them.
///
/// Apple's symbols cannot be shipped; the icons are Phosphor 1.3.0's (MIT licence,
/// `Resources/Fonts/LICENSE-Phosphor.txt`), the font cut down to the mapped glyphs by
/// `Scripts/subset-symbols.py` into `Resources/Fonts/Phosphor-Symbols.ttf`. Each name maps to one
/// Phosphor glyph (``table``), in a regular and a bold weight, a `.fill` name to Phosphor's filled
/// style. Names not in the table keep the placeholder (Docs/Differences.md "Symbol images").
///
/// The font is parsed once per process, on first use, and each glyph's outline is read once and
/// remembered by its `DisplayList.FontFace`.
package enum SymbolCatalogue {
    /// One mapped name.
    struct Entry: Sendable {
        /// The SF Symbols name (`chevron.right`).
        let name: String
        /// The Phosphor glyph that draws it (`caret-right`): its name in the icon set.
        let sourceGlyph: String
        /// The glyph's code points in the shipped font: regular weight, then bold (the same code
        /// point twice for a filled style).
        let codePoints: [UInt32]
        /// The character a terminal draws for the symbol.
        let terminal: String

        init(_ name: String, _ sourceGlyph: String, _ codePoints: [UInt32], _ terminal: String) {
            self.name = name
            self.sourceGlyph = sourceGlyph
            self.codePoints = codePoints
            self.terminal = terminal
        }
    }

    /// What a symbol name resolves to.
    enum Resolution {
        /// A glyph of the symbol font.
        case glyph(SymbolGlyph)
        /// A name the table lacks: drawn as the placeholder, as before.
        case unknown
        /// A mapped name the font cannot draw (the font is missing, damaged, or lacks the glyph):
        /// drawn as the placeholder, with the reason as a diagnostic.
        case unavailable(String)
    }

    /// The file of the symbol font in the bundled fonts directory.
    static let fileName = "Phosphor-Symbols.ttf"

    /// The weight (on the OpenType scale) from which the bold glyphs are drawn: `bold`, `heavy`
    /// and `black` fonts draw bold symbols, lighter fonts regular ones.
    static let boldWeight = 700

    /// The table by name, built once.
    static let entries: [String: Entry] = Dictionary(table.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Every mapped SF Symbols name, in the table's order.
    package static var names: [String] { table.map(\.name) }

    /// What `name` draws in a font of `weight` (100–900).
    static func resolve(_ name: String, weight: Int) -> Resolution {
        guard let entry = entries[name] else { return .unknown }
        let font: OpenTypeFont
        switch self.font {
        case .success(let loaded): font = loaded
        case .failure(let error):
            return .unavailable("the symbol font \(fileName) could not be read (\(error.description)); \"\(name)\" is drawn as a placeholder")
        }
        let code = entry.codePoints[weight >= boldWeight && entry.codePoints.count > 1 ? 1 : 0]
        guard let scalar = Unicode.Scalar(code), let id = font.glyph(for: scalar), id != 0 else {
            return .unavailable("the symbol font \(fileName) has no glyph for \"\(name)\" (\(entry.sourceGlyph), U+\(String(code, radix: 16, uppercase: true))); it is drawn as a placeholder")
        }
        return .glyph(SymbolGlyph(name: name, face: .face(for: font), id: id, terminal: entry.terminal))
    }

    // MARK: The font

    private static let lock = NSLock()
    nonisolated(unsafe) private static var replacement: Result<OpenTypeFont, FontError>?

    /// The symbol font: the bundled file, parsed on first use (``BundledFonts`` caches it), or
    /// the replacement a test put in its place.
    static var font: Result<OpenTypeFont, FontError> {
        lock.lock()
        let replaced = replacement
        lock.unlock()
        if let replaced { return replaced }
        return Result { try BundledFonts.face(named: fileName) }.mapError { $0 as? FontError ?? FontError("file: \($0)") }
    }

    /// Reads a symbol font from `path` (the bundled file, or another for tests).
    ///
    /// - Throws: ``FontError`` naming the problem when the file is missing or does not parse.
    static func loadFont(atPath path: String) throws -> OpenTypeFont {
        guard FileManager.default.fileExists(atPath: path) else { throw FontError("file: \(path) does not exist") }
        do {
            return try OpenTypeFont(contentsOfFile: path)
        } catch let error as FontError {
            throw error
        } catch {
            throw FontError("file: \(error)")
        }
    }

    /// Puts `font` in place of the bundled symbol font until the next call (nil: the bundled
    /// font again). For tests of a missing or damaged font.
    static func replaceFont(with font: Result<OpenTypeFont, FontError>?) {
        lock.lock()
        replacement = font
        lock.unlock()
    }
}
