import Foundation

extension FontRegistry {
    /// The folders ``registerSystemFallbacks(searching:)`` looks in by default: where Linux
    /// distributions install fonts (the fontconfig defaults), then the user's own.
    public static let systemFontDirectories: [String] = [
        "/usr/share/fonts", "/usr/local/share/fonts",
        NSString(string: "~/.local/share/fonts").expandingTildeInPath, NSString(string: "~/.fonts").expandingTildeInPath,
    ]

    /// The files ``registerSystemFallbacks(searching:)`` adds when it finds them, in chain order,
    /// with the face of a collection to use: Noto Sans CJK (the simplified Chinese face, index 2
    /// of Debian's `fonts-noto-cjk` collections, which also covers kana and Hangul), Noto Color
    /// Emoji, then Noto Sans for Arabic, Hebrew, Devanagari, Bengali and Thai.
    static let systemFallbackFiles: [(name: String, face: Int)] = [
        ("NotoSansCJK-Regular.ttc", 2), ("NotoSansCJK-Bold.ttc", 2),
        ("NotoSansCJKsc-Regular.otf", 0), ("NotoSansCJKsc-Bold.otf", 0),
        ("NotoColorEmoji.ttf", 0),
        ("NotoSansArabic-Regular.ttf", 0), ("NotoSansArabic-Bold.ttf", 0),
        ("NotoSansHebrew-Regular.ttf", 0), ("NotoSansHebrew-Bold.ttf", 0),
        ("NotoSansDevanagari-Regular.ttf", 0), ("NotoSansDevanagari-Bold.ttf", 0),
        ("NotoSansBengali-Regular.ttf", 0), ("NotoSansBengali-Bold.ttf", 0),
        ("NotoSansThai-Regular.ttf", 0), ("NotoSansThai-Bold.ttf", 0),
    ]

    /// Looks for the Noto fonts that cover CJK, emoji, Arabic, Hebrew, Devanagari, Bengali and
    /// Thai among the installed fonts, and adds those it finds to the end of the fallback chain
    /// (see ``addFallback(contentsOfFile:)``), in a fixed order.
    ///
    /// Arrange never reads the system's fonts unless asked: sizes then depend only on the fonts
    /// bundled and registered. Call this once, before laying text out, to let text in those
    /// scripts draw with the machine's fonts; sizes then depend on which of them are installed
    /// (on Debian and Ubuntu: `fonts-noto-cjk`, `fonts-noto-color-emoji`, `fonts-noto-core`).
    ///
    /// - Parameter directories: The folders to search, with their subfolders; the first file of
    ///   each name found (folders in order, paths sorted within each) is used.
    /// - Returns: The paths of the files added. A file that doesn't parse is skipped and reported
    ///   on standard error.
    @discardableResult
    public static func registerSystemFallbacks(searching directories: [String] = systemFontDirectories) -> [String] {
        var found: [String: String] = [:]
        let wanted = Set(systemFallbackFiles.map(\.name))
        for directory in directories {
            guard let enumerator = FileManager.default.enumerator(atPath: directory) else { continue }
            var paths: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if wanted.contains(name) { paths.append(relative) }
            }
            for relative in paths.sorted() {
                let name = (relative as NSString).lastPathComponent
                if found[name] == nil { found[name] = (directory as NSString).appendingPathComponent(relative) }
            }
        }
        var added: [String] = []
        for file in systemFallbackFiles {
            guard let path = found[file.name] else { continue }
            do {
                _ = addFallback(try OpenTypeFont(contentsOfFile: path, faceIndex: file.face), script: nil)
                added.append(path)
            } catch {
                FileHandle.standardError.write(Data("Arrange: the fallback font \(path) could not be read (\(error)); it is skipped.\n".utf8))
            }
        }
        return added
    }
}
