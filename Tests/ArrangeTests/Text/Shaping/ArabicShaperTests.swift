import XCTest
@testable import Arrange

/// The pure-Swift Arabic shaper (joining forms, GSUB, GPOS) against HarfBuzz's `hb-shape` on the
/// fixture Noto Sans Arabic: the same glyph ids, advances and mark offsets in display order.
/// Skipped where hb-shape is missing.
final class ArabicShaperTests: XCTestCase {
    private static let words = ["\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}", // مرحبا
                                "\u{0633}\u{0644}\u{0627}\u{0645}", // سلام (lam-alef, rlig)
                                "\u{0643}\u{062A}\u{0627}\u{0628}", // كتاب
                                "\u{0627}\u{0644}\u{0639}\u{0631}\u{0628}\u{064A}\u{0629}", // العربية
                                "\u{0628}\u{0650}\u{0633}\u{0652}\u{0645}\u{0650}", // بِسْمِ (harakat: mark-to-base)
                                "\u{0645}\u{064E}\u{0631}\u{0652}\u{062D}\u{064E}\u{0628}\u{064B}\u{0627}", // مَرْحَبًا
                                "\u{0634}\u{064E}\u{062F}\u{0651}\u{064E}\u{0629}"] // شَدَّة (shadda + fatha: mark-to-mark)

    private func hbShaped(_ word: String, face: OpenTypeFont) throws -> [ShapedGlyph] {
        guard ShapingFixtures.hbShape != nil else { throw XCTSkip("hb-shape is not installed (Debian: libharfbuzz-bin)") }
        return try ShapingFixtures.hbShape(word, fontPath: try ShapingFixtures.fontPath(ShapingFixtures.arabic), unitsPerEm: face.unitsPerEm)
    }

    func testGlyphsAndAdvancesMatchHbShape() throws {
        let face = try ShapingFixtures.face(ShapingFixtures.arabic)
        for word in Self.words {
            let (scalars, _) = ShapingFixtures.scalars(word)
            let ours = ArabicShaper(face: face).shape(scalars, clusters: Array(scalars.indices))
            let theirs = try hbShaped(word, face: face)
            XCTAssertEqual(ours.map(\.id), theirs.map(\.id), "glyphs of \(word)")
            XCTAssertEqual(ours.map(\.xAdvance), theirs.map(\.xAdvance), "advances of \(word)")
        }
    }

    func testMarkOffsetsMatchHbShape() throws {
        let face = try ShapingFixtures.face(ShapingFixtures.arabic)
        for word in Self.words {
            let (scalars, _) = ShapingFixtures.scalars(word)
            let ours = ArabicShaper(face: face).shape(scalars, clusters: Array(scalars.indices))
            let theirs = try hbShaped(word, face: face)
            XCTAssertEqual(ours.map(\.xOffset), theirs.map(\.xOffset), "x offsets of \(word)")
            XCTAssertEqual(ours.map(\.yOffset), theirs.map(\.yOffset), "y offsets of \(word)")
        }
    }

    func testLamAlefBecomesOneGlyph() throws {
        // سلام: rlig joins lam and alef into one glyph (the font's lam-alef ligature), so the word
        // of four letters has three glyphs: seen (initial), lam-alef (final), meem (isolated).
        let face = try ShapingFixtures.face(ShapingFixtures.arabic)
        let (scalars, clusters) = ShapingFixtures.scalars("\u{0633}\u{0644}\u{0627}\u{0645}")
        XCTAssertEqual(ArabicShaper(face: face).shape(scalars, clusters: clusters).count, 3)
    }

    func testPureSwiftPathIsUsedWhenForced() throws {
        // Forced pure Swift, a text's Arabic run is shaped by ArabicShaper: its clusters' width is
        // the shaper's advances at the point size.
        ComplexShaping.forcesPureSwift = true
        defer { ComplexShaping.forcesPureSwift = false }
        let face = try ShapingFixtures.face(ShapingFixtures.arabic)
        let word = "\u{0633}\u{0644}\u{0627}\u{0645}"
        let (scalars, clusters) = ShapingFixtures.scalars(word)
        let units = ArabicShaper(face: face).shape(scalars, clusters: clusters).reduce(0) { $0 + $1.xAdvance }
        let shaped = ShapingFixtures.shaped(word, face: face, size: 10)
        XCTAssertEqual(shaped.prefix[shaped.clusters.count], CGFloat(units) * 10 / CGFloat(face.unitsPerEm), accuracy: 0.0001)
        XCTAssertEqual(shaped.clusters.count, 4)
    }
}
