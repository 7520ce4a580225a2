import XCTest
@testable import Arrange

/// The HarfBuzz backend (loaded with dlopen) against HarfBuzz's own command-line shaper: the same
/// library shaping the same font must give the same glyphs, advances and offsets. Skipped where
/// libharfbuzz or hb-shape is missing (`.ci/run` installs libharfbuzz-bin).
final class HarfBuzzShapingTests: XCTestCase {
    private static let arabicWords = ["\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}", // مرحبا
                                      "\u{0633}\u{0644}\u{0627}\u{0645}", // سلام (lam-alef)
                                      "\u{0643}\u{062A}\u{0627}\u{0628}", // كتاب
                                      "\u{0627}\u{0644}\u{0639}\u{0631}\u{0628}\u{064A}\u{0629}", // العربية
                                      "\u{0628}\u{0650}\u{0633}\u{0652}\u{0645}\u{0650}"] // بِسْمِ (harakat)
    private static let devanagariWords = ["\u{0939}\u{093F}\u{0928}\u{094D}\u{0926}\u{0940}", // हिन्दी
                                          "\u{0928}\u{092E}\u{0938}\u{094D}\u{0924}\u{0947}", // नमस्ते
                                          "\u{0915}\u{094D}\u{0937}\u{0924}\u{094D}\u{0930}\u{093F}\u{092F}"] // क्षत्रिय

    private func requireHarfBuzz() throws -> HarfBuzzShaper {
        guard let shaper = HarfBuzzShaper.shared else { throw XCTSkip("libharfbuzz.so.0 is not installed") }
        guard ShapingFixtures.hbShape != nil else { throw XCTSkip("hb-shape is not installed (Debian: libharfbuzz-bin)") }
        return shaper
    }

    private func compare(_ words: [String], font name: String, script: Unicode.Scalar, file: StaticString = #filePath, line: UInt = #line) throws {
        let shaper = try requireHarfBuzz()
        let path = try ShapingFixtures.fontPath(name)
        let face = try OpenTypeFont(contentsOfFile: path)
        let complex = try XCTUnwrap(ComplexScript(script))
        for word in words {
            let (scalars, _) = ShapingFixtures.scalars(word)
            // hb-shape's clusters are scalar indexes: give the backend the same numbering.
            let ours = shaper.shape(scalars, clusters: Array(scalars.indices), face: face, script: complex, rightToLeft: complex.isRightToLeft)
            let theirs = try ShapingFixtures.hbShape(word, fontPath: path, unitsPerEm: face.unitsPerEm)
            XCTAssertEqual(ours, theirs, word, file: file, line: line)
            XCTAssertFalse(ours.isEmpty, file: file, line: line)
        }
    }

    func testArabicWordsMatchHbShape() throws {
        try compare(Self.arabicWords, font: ShapingFixtures.arabic, script: "\u{0627}")
    }

    func testDevanagariWordsMatchHbShape() throws {
        try compare(Self.devanagariWords, font: ShapingFixtures.devanagari, script: "\u{0915}")
    }

    func testShapedTextWidthIsHarfBuzzAdvancesAtThePointSize() throws {
        // A word's width is the sum of HarfBuzz's advances (font units) × size / unitsPerEm.
        _ = try requireHarfBuzz()
        let path = try ShapingFixtures.fontPath(ShapingFixtures.arabic)
        let face = try OpenTypeFont(contentsOfFile: path)
        for word in Self.arabicWords {
            let units = try ShapingFixtures.hbShape(word, fontPath: path, unitsPerEm: face.unitsPerEm).reduce(0) { $0 + $1.xAdvance }
            let shaped = ShapingFixtures.shaped(word, face: face, size: 20)
            XCTAssertEqual(shaped.prefix[shaped.clusters.count], CGFloat(units) * 20 / CGFloat(face.unitsPerEm), accuracy: 0.001, word)
            // One cluster per character, as line breaking counts them.
            XCTAssertEqual(shaped.clusters.count, word.count)
        }
    }

    func testDevanagariPreBaseMatraIsDrawnFirst() throws {
        // हि: the vowel sign I (U+093F) is written before the consonant it follows in memory
        // (The Unicode Standard, chapter 12.1, "Devanagari", dependent vowel signs): HarfBuzz puts
        // its glyph left of HA's, and both glyphs belong to the one cluster of "हि".
        _ = try requireHarfBuzz()
        let face = try ShapingFixtures.face(ShapingFixtures.devanagari)
        let shaped = ShapingFixtures.shaped("\u{0939}\u{093F}", face: face, size: 20)
        XCTAssertEqual(shaped.clusters.count, 1)
        let glyphs = Array(shaped.glyphs.glyphs(ofCluster: 0))
        XCTAssertEqual(glyphs.count, 2)
        // The left glyph is a form of the vowel sign, the right one HA's own glyph.
        XCTAssertNotEqual(glyphs[0].id, face.glyph(for: "\u{0939}"))
        XCTAssertEqual(glyphs[1].id, face.glyph(for: "\u{0939}"))
        XCTAssertLessThan(glyphs[0].offset, glyphs[1].offset)
    }

    func testForcingPureSwiftKeepsHarfBuzzOut() throws {
        _ = try requireHarfBuzz()
        ComplexShaping.forcesPureSwift = true
        defer { ComplexShaping.forcesPureSwift = false }
        XCTAssertNil(ComplexShaping.harfBuzz)
        // Devanagari has no pure-Swift shaper: one glyph per scalar, in logical order (the
        // vowel sign I after HA; see Docs/Differences.md).
        let face = try ShapingFixtures.face(ShapingFixtures.devanagari)
        let shaped = ShapingFixtures.shaped("\u{0939}\u{093F}", face: face, size: 20)
        XCTAssertEqual(shaped.glyphs.glyphs(ofCluster: 0).map(\.id), [face.glyph(for: "\u{0939}"), face.glyph(for: "\u{093F}")].compactMap { $0 })
    }
}
