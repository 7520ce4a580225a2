import Foundation

/// The default font provider: the faces bundled with Arrange, and fonts registered with
/// ``FontRegistry`` for `Font.custom(_:size:)`.
///
/// The default and rounded designs use Inter at the nearest bundled weight (regular, medium,
/// semibold, bold; italic in regular, semibold and bold); the monospaced design uses DejaVu Sans
/// Mono (bold from semibold up). DejaVu Sans is the fallback for characters a face lacks, then the
/// faces added with ``FontRegistry/addFallback(contentsOfFile:)`` and its per-script form. A custom
/// name that no registered or bundled face has falls back to the system font, as in SwiftUI.
final class BundledFontProvider: FontProvider, @unchecked Sendable {
    /// The provider every environment starts with.
    static let shared = BundledFontProvider()

    /// What selects the faces (the point size doesn't).
    private struct Request: Hashable {
        var weight: Int
        var isItalic: Bool
        var isMonospaced: Bool
        var name: String?
    }

    private let lock = NSLock()
    private var known: [Request: (faces: [Typeface], scripts: [FallbackScript?])] = [:]

    func faces(for font: ResolvedFont) -> [Typeface] { chain(for: font).faces }

    func fallbackScripts(for font: ResolvedFont) -> [FallbackScript?] { chain(for: font).scripts }

    private func chain(for font: ResolvedFont) -> (faces: [Typeface], scripts: [FallbackScript?]) {
        let request = Request(weight: font.weight, isItalic: font.isItalic, isMonospaced: font.design == .monospaced, name: font.name)
        lock.lock()
        defer { lock.unlock() }
        if let chain = known[request] { return chain }
        var faces = Self.faces(for: request)
        var scripts = [FallbackScript?](repeating: nil, count: faces.count)
        for fallback in FontRegistry.fallbackFaces(weight: request.weight, isItalic: request.isItalic)
        where !faces.contains(where: { $0 === fallback.face }) {
            faces.append(fallback.face)
            scripts.append(fallback.script)
        }
        known[request] = (faces, scripts)
        return (faces, scripts)
    }

    /// Forgets which faces each font resolved to (after a font is registered).
    func forgetFaces() {
        lock.lock()
        known.removeAll()
        lock.unlock()
    }

    private static func faces(for request: Request) -> [Typeface] {
        var faces: [Typeface] = []
        if let name = request.name, let face = FontRegistry.face(named: name, weight: request.weight, isItalic: request.isItalic) {
            faces.append(face)
        }
        if faces.isEmpty, let face = load(systemFileName(for: request)) { faces.append(face) }
        if let fallback = load(BundledFonts.dejaVuSans), !faces.contains(where: { $0 === fallback }) { faces.append(fallback) }
        if faces.isEmpty {
            // Only when the package's font files are missing: measure with box metrics rather than
            // not at all, and say so once.
            reportMissingFonts()
            faces.append(BoxTypeface())
        }
        return faces
    }

    /// The bundled file for the system font at this weight and style.
    static func systemFileName(weight: Int, isItalic: Bool, isMonospaced: Bool) -> String {
        if isMonospaced { return weight >= 600 ? BundledFonts.dejaVuSansMonoBold : BundledFonts.dejaVuSansMono }
        if isItalic {
            if weight >= 650 { return BundledFonts.interBoldItalic }
            return weight >= 550 ? BundledFonts.interSemiBoldItalic : BundledFonts.interItalic
        }
        if weight >= 650 { return BundledFonts.interBold }
        if weight >= 550 { return BundledFonts.interSemiBold }
        return weight >= 450 ? BundledFonts.interMedium : BundledFonts.interRegular
    }

    private static func systemFileName(for request: Request) -> String {
        systemFileName(weight: request.weight, isItalic: request.isItalic, isMonospaced: request.isMonospaced)
    }

    private static func load(_ fileName: String) -> OpenTypeFont? {
        try? BundledFonts.face(named: fileName)
    }

    nonisolated(unsafe) private static var reported = false

    private static func reportMissingFonts() {
        guard !reported else { return }
        reported = true
        let reason: String
        do {
            _ = try BundledFonts.face(named: BundledFonts.interRegular)
            reason = "unknown"
        } catch {
            reason = "\(error)"
        }
        FileHandle.standardError.write(Data("Arrange: the bundled fonts could not be loaded (\(reason)); text is measured with box metrics.\n".utf8))
    }
}

extension OpenTypeFont: Typeface {}
