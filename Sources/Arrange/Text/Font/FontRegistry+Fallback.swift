import Foundation

extension FontRegistry {
    /// A face of the fallback chain, and the script it is limited to (nil: any character).
    struct Fallback {
        let face: OpenTypeFont
        let script: FallbackScript?
    }

    nonisolated(unsafe) private static var fallbacks: [Fallback] = []
    private static let fallbackLock = NSLock()

    /// Adds the font file at `path` to the end of the fallback chain: text whose font lacks a
    /// character is drawn with the first face of the chain that has it.
    ///
    /// SwiftUI falls back through the system's font cascade list; Arrange's chain is the font's
    /// own face, the bundled DejaVu Sans (Latin, Greek, Cyrillic), then the faces added here, in
    /// the order they were added, so the same fonts give the same sizes on every machine. A whole
    /// grapheme cluster (a letter with its marks, an emoji sequence) is drawn with one face: the
    /// first that has every character of it. Faces of one family (say Noto Sans CJK Regular and
    /// Bold) act as one entry of the chain, whose face nearest the text's weight is used. Adding a
    /// face whose PostScript name is already in the chain changes nothing.
    ///
    /// ```swift
    /// try FontRegistry.addFallback(contentsOfFile: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
    /// Text("Launch 🚀")
    /// ```
    ///
    /// - Parameter path: A TrueType or OpenType file, or a collection (its first face).
    /// - Returns: The names the face answers to: its PostScript name, full name and family name.
    /// - Throws: ``FontError`` when the file can't be read or isn't a valid font; nothing is added.
    @discardableResult
    public static func addFallback(contentsOfFile path: String) throws -> [String] {
        addFallback(try OpenTypeFont(contentsOfFile: path), script: nil)
    }

    /// Adds a font, from its bytes, to the end of the fallback chain (see
    /// ``addFallback(contentsOfFile:)``).
    ///
    /// - Parameter data: A TrueType or OpenType file, or a collection (its first face).
    /// - Returns: The names the face answers to.
    /// - Throws: ``FontError`` when the data isn't a valid font.
    @discardableResult
    public static func addFallback(data: Data) throws -> [String] {
        addFallback(try OpenTypeFont(data: [UInt8](data)), script: nil)
    }

    /// Adds the font file at `path` as the fallback for the characters of `script`: for them it
    /// comes right after the text's own face, before the rest of the chain.
    ///
    /// ```swift
    /// try FontRegistry.addFallback(contentsOfFile: "NotoSansJP-Regular.otf", for: .japanese)
    /// ```
    ///
    /// - Parameters:
    ///   - path: A TrueType or OpenType file, or a collection (its first face).
    ///   - script: The ISO 15924 script whose characters the face serves: Latn, Grek, Cyrl, Arab,
    ///     Hebr, Deva, Beng, Thai, Hani, Hans, Hant, Hira, Kana, Jpan, Hang, Kore, or Zsye (emoji).
    /// - Returns: The names the face answers to.
    /// - Throws: ``FontError`` when the file isn't a valid font or the script isn't one of those.
    @discardableResult
    public static func addFallback(contentsOfFile path: String, for script: Locale.Script) throws -> [String] {
        let script = try FallbackScript(script)
        return addFallback(try OpenTypeFont(contentsOfFile: path), script: script)
    }

    /// Adds a font, from its bytes, as the fallback for the characters of `script` (see
    /// ``addFallback(contentsOfFile:for:)``).
    ///
    /// - Parameters:
    ///   - data: A TrueType or OpenType file, or a collection (its first face).
    ///   - script: The ISO 15924 script whose characters the face serves.
    /// - Returns: The names the face answers to.
    /// - Throws: ``FontError`` when the data isn't a valid font or the script isn't recognised.
    @discardableResult
    public static func addFallback(data: Data, for script: Locale.Script) throws -> [String] {
        let script = try FallbackScript(script)
        return addFallback(try OpenTypeFont(data: [UInt8](data)), script: script)
    }

    /// Removes every face added with `addFallback` or ``registerSystemFallbacks(searching:)``:
    /// the chain is the bundled one again.
    public static func removeAllFallbacks() {
        fallbackLock.lock()
        fallbacks.removeAll()
        fallbackLock.unlock()
        fallbacksChanged()
    }

    /// Adds `face` to the chain, unless a face of the same PostScript name is already there for
    /// the same script (adding a font twice changes nothing).
    static func addFallback(_ face: OpenTypeFont, script: FallbackScript?) -> [String] {
        let names = [face.postScriptName, face.fullName, face.familyName].compactMap { $0 }
        fallbackLock.lock()
        let isKnown = face.postScriptName != nil
            && fallbacks.contains { $0.face.postScriptName == face.postScriptName && $0.script == script }
        if !isKnown { fallbacks.append(Fallback(face: face, script: script)) }
        fallbackLock.unlock()
        if !isKnown { fallbacksChanged() }
        return names
    }

    /// Text measured before the chain changed is measured again.
    private static func fallbacksChanged() {
        BundledFontProvider.shared.forgetFaces()
        ShapedTextCache.shared.removeAll()
    }

    /// The chain's added faces for text of `weight` and slant, in chain order: per-script faces
    /// first, then the list; of the faces of one family (and script), the one nearest the weight.
    static func fallbackFaces(weight: Int, isItalic: Bool) -> [Fallback] {
        fallbackLock.lock()
        let all = fallbacks
        fallbackLock.unlock()
        var chosen: [Fallback] = []
        var keys: [String] = []
        for fallback in all.filter({ $0.script != nil }) + all.filter({ $0.script == nil }) {
            let key = (fallback.face.familyName ?? fallback.face.postScriptName ?? "\(ObjectIdentifier(fallback.face))")
                + "/" + (fallback.script?.identifier ?? "")
            if let index = keys.firstIndex(of: key) {
                let current = chosen[index].face
                if distance(fallback.face, weight: weight, isItalic: isItalic) < distance(current, weight: weight, isItalic: isItalic) {
                    chosen[index] = fallback
                }
            } else {
                keys.append(key)
                chosen.append(fallback)
            }
        }
        return chosen
    }

    /// How far a face is from the wanted style: a wrong slant outweighs any weight difference.
    private static func distance(_ face: OpenTypeFont, weight: Int, isItalic: Bool) -> Int {
        (face.isItalic == isItalic ? 0 : 10_000) + abs(face.weightClass - weight)
    }
}
