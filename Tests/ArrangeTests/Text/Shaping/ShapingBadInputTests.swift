import XCTest
@testable import Arrange

/// Damaged or odd input to shaping: a clear error or a plain result, never a trap.
final class ShapingBadInputTests: XCTestCase {
    /// A GPOS table with one 'mark' lookup (type 4) for 'arab' whose subtable offset points past
    /// the table's end ("GPOS — Glyph Positioning Table": header, ScriptList, FeatureList,
    /// LookupList).
    private static let gposWithDanglingSubtable: [UInt8] = [
        0, 1, 0, 0, 0, 10, 0, 30, 0, 44,                   // version 1.0; ScriptList 10, FeatureList 30, LookupList 44
        0, 1, 0x61, 0x72, 0x61, 0x62, 0, 8,                // 1 script: 'arab' at +8
        0, 4, 0, 0,                                        // Script: default LangSys at +4, no others
        0, 0, 0xFF, 0xFF, 0, 1, 0, 0,                      // LangSys: 1 feature, index 0
        0, 1, 0x6D, 0x61, 0x72, 0x6B, 0, 8,                // 1 feature: 'mark' at +8
        0, 0, 0, 1, 0, 0,                                  // Feature: 1 lookup, index 0
        0, 1, 0, 4,                                        // LookupList: 1 lookup at +4
        0, 4, 0, 0, 0, 1, 0x7F, 0xFF,                      // Lookup: type 4, flag 0, 1 subtable at +0x7FFF
    ]

    func testDanglingSubtableIsReportedAndLeavesTheGlyphs() throws {
        var positioning = try GlyphPositioning(table: FontDataReader(bytes: Self.gposWithDanglingSubtable, name: "GPOS"), definitions: nil)
        XCTAssertEqual(try positioning.lookups(for: ["mark"], script: "arab"), [0])
        var glyphs = [PositionedGlyph(id: 5, cluster: 0, xAdvance: 500), PositionedGlyph(id: 6, cluster: 1, xAdvance: 0)]
        let before = glyphs
        let errors = positioning.apply(["mark"], script: "arab", to: &glyphs)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.description.contains("GPOS") == true, "\(errors)")
        XCTAssertEqual(glyphs, before)
    }

    func testTruncatedPositioningTableThrows() {
        XCTAssertThrowsError(try GlyphPositioning(table: FontDataReader(bytes: [0, 1, 0], name: "GPOS"), definitions: nil))
    }

    func testEmptyAndMarkOnlyInput() throws {
        XCTAssertEqual(BidiResolver.resolve([]).levels, [])
        XCTAssertEqual(BidiResolver.visualOrder(levels: [][...], classes: [][...], paragraphLevel: 1), [])
        XCTAssertEqual(ArabicJoining.forms([]), [])
        let face = try ShapingFixtures.face(ShapingFixtures.arabic)
        XCTAssertEqual(ArabicShaper(face: face).shape([], clusters: []), [])
        // A lone fatha (a mark with no base): one glyph, no attachment, no trap.
        XCTAssertEqual(ArabicShaper(face: face).shape(["\u{064E}"], clusters: [0]).count, 1)
        if let harfBuzz = HarfBuzzShaper.shared {
            XCTAssertEqual(harfBuzz.shape([], clusters: [], face: face, script: .arabic, rightToLeft: true), [])
        }
    }

    func testArabicMissingFromTheFaceDrawsNotdef() throws {
        // The Devanagari subset has no Arabic: each letter is glyph 0 with its advance (no
        // substitution applies to .notdef).
        let face = try ShapingFixtures.face(ShapingFixtures.devanagari)
        let glyphs = ArabicShaper(face: face).shape(["\u{0628}", "\u{0627}"], clusters: [0, 1])
        XCTAssertEqual(glyphs.map(\.id), [0, 0])
        XCTAssertEqual(glyphs.map(\.xAdvance), [face.advance(of: 0), face.advance(of: 0)])
    }
}
