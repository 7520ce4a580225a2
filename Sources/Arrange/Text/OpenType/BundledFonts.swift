import Foundation

/// The fonts bundled with Arrange, so every machine measures text identically.
///
/// The directory `Resources/Fonts` holds Inter (Regular, Italic, Medium, SemiBold, SemiBoldItalic, Bold,
/// BoldItalic; SIL Open Font License 1.1, see `LICENSE-Inter.txt`) and DejaVu Sans, Sans Mono and Sans
/// Mono Bold (Bitstream Vera licence, see `LICENSE-DejaVu.txt`). It is found through the SwiftPM
/// resource bundle: first in an `Arrange_Arrange.resources` / `Arrange_Arrange.bundle` directory or a
/// `Fonts` directory next to the executable (where SwiftPM puts it, and where it survives copying
/// the executable with its bundle), then through `Bundle.module`. Each face is parsed at most once per process, on first use; access is thread-safe.
///
/// ```swift
/// let inter = try BundledFonts.face(named: BundledFonts.interRegular)
/// ```
enum BundledFonts {
    /// Inter Regular (weight 400), the default text face.
    static let interRegular = "Inter-Regular.otf"
    /// Inter Italic (weight 400).
    static let interItalic = "Inter-Italic.otf"
    /// Inter Medium (weight 500).
    static let interMedium = "Inter-Medium.otf"
    /// Inter SemiBold (weight 600).
    static let interSemiBold = "Inter-SemiBold.otf"
    /// Inter SemiBold Italic (weight 600).
    static let interSemiBoldItalic = "Inter-SemiBoldItalic.otf"
    /// Inter Bold (weight 700).
    static let interBold = "Inter-Bold.otf"
    /// Inter Bold Italic (weight 700).
    static let interBoldItalic = "Inter-BoldItalic.otf"
    /// DejaVu Sans, the fallback for characters Inter lacks.
    static let dejaVuSans = "DejaVuSans.ttf"
    /// DejaVu Sans Mono, the monospaced face.
    static let dejaVuSansMono = "DejaVuSansMono.ttf"
    /// DejaVu Sans Mono Bold.
    static let dejaVuSansMonoBold = "DejaVuSansMono-Bold.ttf"
    /// Every bundled face's file name.
    static let allFileNames = [interRegular, interItalic, interMedium, interSemiBold, interSemiBoldItalic,
                               interBold, interBoldItalic, dejaVuSans, dejaVuSansMono, dejaVuSansMonoBold]

    /// The parsed faces (or their errors) by file name, guarded by `lock`.
    nonisolated(unsafe) private static var cache: [String: Result<OpenTypeFont, FontError>] = [:]
    /// Serialises access to `cache`; a face is parsed while holding it, so it is parsed once.
    private static let lock = NSLock()

    /// The directory that holds the bundled font files, or `nil` when it cannot be found.
    static let directory: URL? = {
        let fileManager = FileManager.default
        func hasFonts(_ url: URL) -> Bool {
            fileManager.fileExists(atPath: url.appendingPathComponent(interRegular).path)
        }
        // Next to the executable first: `Bundle.module` traps when its bundle is missing, so it is
        // consulted only when none of these exists.
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        let executableDirectory = executable.deletingLastPathComponent()
        for bundle in ["Arrange_Arrange.resources", "Arrange_Arrange.bundle"] {
            candidates.append(executableDirectory.appendingPathComponent(bundle).appendingPathComponent("Fonts"))
            candidates.append(executableDirectory.appendingPathComponent(bundle)
                .appendingPathComponent("Contents/Resources/Fonts"))
        }
        candidates.append(executableDirectory.appendingPathComponent("Fonts"))
        if let found = candidates.first(where: hasFonts) { return found }
        candidates.removeAll()
        if let resources = Bundle.module.resourceURL {
            candidates.append(resources.appendingPathComponent("Fonts"))
            candidates.append(resources)
        }
        candidates.append(Bundle.module.bundleURL.appendingPathComponent("Fonts"))
        return candidates.first(where: hasFonts)
    }()

    /// Returns the bundled face stored in `fileName`, parsing it on first use.
    ///
    /// - Parameter fileName: One of the file names above, such as ``interRegular``.
    /// - Returns: The parsed face, shared by every caller in the process.
    /// - Throws: ``FontError`` when the fonts directory or file is missing or the file does not parse;
    ///   the same error is thrown again on later calls.
    static func face(named fileName: String) throws -> OpenTypeFont {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[fileName] { return try cached.get() }
        let result: Result<OpenTypeFont, FontError>
        if let directory {
            result = Result { try OpenTypeFont(contentsOfFile: directory.appendingPathComponent(fileName).path) }
                .mapError { $0 as? FontError ?? FontError("file: \($0)") }
        } else {
            result = .failure(FontError("file: the bundled Fonts directory was not found"))
        }
        cache[fileName] = result
        return try result.get()
    }
}
