import Foundation

/// Chooses the shaper for a run of a complex script: HarfBuzz when the system has it (see
/// ``HarfBuzzShaper``), else the pure-Swift ``ArabicShaper`` for Arabic; other scripts without
/// HarfBuzz are drawn one glyph per character (Docs/Differences.md, "Shaping and direction").
///
/// Setting the environment variable `ARRANGE_SHAPING=swift` before the process starts, or
/// ``forcesPureSwift`` in tests, keeps HarfBuzz out.
enum ComplexShaping {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var forced = ProcessInfo.processInfo.environment["ARRANGE_SHAPING"] == "swift"

    /// Whether complex runs are shaped in pure Swift even where HarfBuzz is installed. Changing it
    /// forgets the shaped texts cached so far.
    static var forcesPureSwift: Bool {
        get { lock.lock(); defer { lock.unlock() }; return forced }
        set {
            lock.lock()
            let changed = forced != newValue
            forced = newValue
            lock.unlock()
            if changed { ShapedTextCache.shared.removeAll() }
        }
    }

    /// The HarfBuzz backend in use, or nil (not installed, or forced off).
    static var harfBuzz: HarfBuzzShaper? { forcesPureSwift ? nil : HarfBuzzShaper.shared }

    /// Shapes one segment of `script` in `face`: glyphs in display order (left to right), in font
    /// units; nil when no shaper handles the script.
    ///
    /// - Parameters:
    ///   - scalars: The segment's scalars.
    ///   - clusters: The character index of each scalar.
    ///   - face: The face that draws the segment.
    ///   - script: The segment's script.
    static func shape(_ scalars: [Unicode.Scalar], clusters: [Int], face: OpenTypeFont, script: ComplexScript) -> [ShapedGlyph]? {
        if let harfBuzz {
            return harfBuzz.shape(scalars, clusters: clusters, face: face, script: script, rightToLeft: script.isRightToLeft)
        }
        if script == .arabic { return ArabicShaper(face: face).shape(scalars, clusters: clusters) }
        return nil
    }
}
