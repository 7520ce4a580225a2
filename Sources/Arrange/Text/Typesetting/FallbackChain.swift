import Foundation

/// The faces one text run may draw with, and the choice of face for each grapheme cluster.
///
/// A cluster (a `Character`: a letter with its marks, an emoji sequence) is drawn with one face,
/// never split: the first face of the chain that has every character of it, where characters
/// that are default-ignorable (U+200D, variation selectors…) may be missing and are then dropped.
/// The order is fixed (see ``FontRegistry/addFallback(contentsOfFile:)``): a cluster that asks for
/// emoji presentation tries the colour faces first; then the run's own face; then the faces
/// limited to the script of the cluster's first character; then the other faces in chain order.
/// When no face has every character, the first face that has the first one is used (missing
/// marks draw as its `.notdef`); when none has it, the cluster is the placeholder (`.notdef` of
/// the run's face), as before fallback existed.
struct FallbackChain {
    /// The faces, the run's own first.
    let faces: [Typeface]
    /// The script each face is limited to (nil: any character).
    private let scripts: [FallbackScript?]
    /// The faces that draw colour glyphs, in chain order.
    private let colorFaces: [Int]
    /// Each face as a parsed font, when it is one.
    let fonts: [OpenTypeFont?]

    init(faces: [Typeface], scripts: [FallbackScript?]) {
        self.faces = faces
        self.scripts = faces.indices.map { $0 < scripts.count ? scripts[$0] : nil }
        let fonts = faces.map { $0 as? OpenTypeFont }
        self.fonts = fonts
        colorFaces = faces.indices.filter { fonts[$0]?.isColorFont == true }
    }

    /// Whether `scalar` takes no glyph: a line break or other control (tabs draw as spaces).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || LineBreakClass.isMandatoryBreak(scalar)
    }

    /// Whether face `index` has `scalar` (a tab as a space).
    private func has(_ index: Int, _ scalar: Unicode.Scalar) -> Bool {
        faces[index].glyph(for: scalar == "\t" ? " " : scalar) != nil
    }

    /// Whether face `index` draws every character of `character` (default-ignorable ones may be
    /// missing) and, if limited to a script, the first character belongs to it.
    private func covers(_ index: Int, _ character: Character) -> Bool {
        var sawBase = false
        for scalar in character.unicodeScalars where !Self.isControl(scalar) {
            if has(index, scalar) {
                if !sawBase, let script = scripts[index], !script.contains(scalar) { return false }
                sawBase = true
                continue
            }
            if scalar.properties.isDefaultIgnorableCodePoint { continue }
            return false
        }
        return true
    }

    /// Whether `character` asks for emoji presentation: it holds U+FE0F, a keycap, a skin-tone
    /// modifier, a regional indicator or a character whose default presentation is emoji
    /// (Unicode Technical Standard #51, "Presentation Style").
    static func wantsEmoji(_ character: Character) -> Bool {
        for scalar in character.unicodeScalars where scalar.value >= 0x2000 {
            let value = scalar.value
            if value == 0xFE0F || value == 0x20E3 || (0x1F1E6...0x1F1FF).contains(value) { return true }
            let properties = scalar.properties
            if properties.isEmojiPresentation || properties.isEmojiModifier { return true }
        }
        return false
    }

    /// The face that draws `character`, or nil when no face has its first character.
    ///
    /// - Complexity: For a character the run's face has (all Latin text with the bundled faces),
    ///   one glyph lookup per scalar, as before fallback existed.
    func face(for character: Character) -> Int? {
        let first = character.unicodeScalars.first!
        if first.value < 0x2000, character.unicodeScalars.count == 1 {
            if Self.isControl(first) || has(0, first) { return 0 }
        } else {
            if !colorFaces.isEmpty, Self.wantsEmoji(character) {
                for index in colorFaces where (scripts[index] == nil || scripts[index]?.identifier == "Zsye") && covers(index, character) {
                    return index
                }
            }
            if covers(0, character) { return 0 }
        }
        for index in faces.indices.dropFirst() where scripts[index] != nil && covers(index, character) { return index }
        for index in faces.indices.dropFirst() where scripts[index] == nil && covers(index, character) { return index }
        guard let base = character.unicodeScalars.first(where: { !Self.isControl($0) && !$0.properties.isDefaultIgnorableCodePoint }) else { return 0 }
        return faces.indices.first { has($0, base) && (scripts[$0]?.contains(base) ?? true) }
    }

    /// The substituted glyphs of `character` in colour face `index` (its `GSUB` features `ccmp`,
    /// `liga` and the other defaults, which join emoji sequences into one glyph), or nil when the
    /// face isn't a colour face with substitutions or the cluster is a single character.
    func colorGlyphs(for character: Character, face index: Int) -> [UInt16]? {
        guard let font = fonts[index], font.isColorFont, let substitutions = font.glyphSubstitutions else { return nil }
        var scalars: [Unicode.Scalar] = []
        for scalar in character.unicodeScalars where !Self.isControl(scalar) && font.glyph(for: scalar) != nil { scalars.append(scalar) }
        guard scalars.count > 1 else { return nil }
        var glyphs = scalars.enumerated().map { GlyphSubstitutionTable.Glyph(id: font.glyph(for: $1)!, cluster: $0) }
        for error in substitutions.apply(Self.defaultFeatures, script: "DFLT", to: &glyphs) {
            ColorGlyphDiagnostics.report("Arrange: \(font.postScriptName ?? "a colour font")'s substitutions could not be applied (\(error)).")
        }
        return glyphs.map(\.id)
    }

    /// The substituting features HarfBuzz applies by default to horizontal text ("Shaping and
    /// shaping plans", HarfBuzz manual), which emoji fonts use for their sequences.
    static let defaultFeatures = ["ccmp", "locl", "rlig", "rclt", "calt", "clig", "liga"].map { GlyphSubstitutionTable.Feature($0) }

    /// Whether glyph `id` of face `index` can be drawn: true for an outline face; for a colour
    /// face, whether its bitmap reads (a damaged one is reported once and drawn as the placeholder).
    func isDrawable(_ id: UInt16, face index: Int) -> Bool {
        guard let font = fonts[index], font.isColorFont else { return true }
        guard let bitmaps = font.colorBitmaps else {
            ColorGlyphDiagnostics.report("Arrange: the colour glyphs of \(font.postScriptName ?? "a font") could not be read (\(font.colorBitmapError.map { "\($0)" } ?? "unknown")); they draw as the placeholder.")
            return false
        }
        do {
            return try bitmaps.glyph(id) != nil || font.advance(of: id) == 0
        } catch {
            ColorGlyphDiagnostics.report("Arrange: colour glyph \(id) of \(font.postScriptName ?? "a font") could not be read (\(error)); it draws as the placeholder.")
            return false
        }
    }
}
