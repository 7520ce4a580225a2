import XCTest
@testable import Arrange

/// Formats and flags that the bundled fonts do not exercise, on hand-assembled fonts
/// (``SyntheticFont``). Expected values follow from the bytes written, per the OpenType spec.
final class OpenTypeFontSyntheticTests: XCTestCase {
    func testMinimalFontHeaderAndFormat4ThroughGlyphIdArray() throws {
        let font = try OpenTypeFont(data: SyntheticFont(glyphCount: 4).bytes())
        XCTAssertEqual(font.unitsPerEm, 1000)
        XCTAssertEqual([font.ascender, font.descender, font.lineGap], [800, -200, 90])
        XCTAssertEqual(font.weightClass, 400, "no OS/2")
        XCTAssertNil(font.capHeight)
        XCTAssertNil(font.familyName, "no name table")
        XCTAssertFalse(font.isFixedPitch, "no post table")
        XCTAssertEqual(font.glyph(for: "A"), 1)
        XCTAssertEqual(font.glyph(for: "C"), 3)
        XCTAssertNil(font.glyph(for: "D"))
        XCTAssertNil(font.glyph(for: "@"))
        XCTAssertEqual(font.advance(of: 2), 502)
        XCTAssertEqual(font.kerning(1, 2), 0, "no GPOS, no kern")
        XCTAssertThrowsError(try font.outline(of: 1), "no glyf or CFF")
    }

    /// Format 12 only, including a supplementary-plane group and a group straddling the BMP edge;
    /// glyphs at or past `maxp.numGlyphs` are unmapped.
    func testFormat12() throws {
        let subtable = SyntheticFont.format12([(0x41, 0x42, 1), (0xFFFE, 0x1_0001, 3), (0x1F600, 0x1F601, 7)])
        let font = try OpenTypeFont(data: SyntheticFont(glyphCount: 8, cmapSubtable: subtable).bytes())
        XCTAssertEqual(font.glyph(for: "A"), 1)
        XCTAssertEqual(font.glyph(for: "B"), 2)
        XCTAssertNil(font.glyph(for: "C"))
        XCTAssertEqual(font.glyph(for: Unicode.Scalar(0xFFFE)!), 3)
        XCTAssertEqual(font.glyph(for: Unicode.Scalar(0xFFFF)!), 4)
        XCTAssertEqual(font.glyph(for: Unicode.Scalar(0x1_0000)!), 5)
        XCTAssertEqual(font.glyph(for: Unicode.Scalar(0x1_0001)!), 6)
        XCTAssertEqual(font.glyph(for: Unicode.Scalar(0x1F600)!), 7)
        XCTAssertNil(font.glyph(for: Unicode.Scalar(0x1F601)!), "glyph 8 is past numGlyphs")
    }

    /// Without GPOS, kerning comes from the `kern` table's format 0 pairs.
    func testKernTableFormat0() throws {
        var synthetic = SyntheticFont(glyphCount: 4)
        synthetic.tables["kern"] = SyntheticFont.kern([(1, 2, -40), (2, 3, 25)])
        let font = try OpenTypeFont(data: synthetic.bytes())
        XCTAssertEqual(font.kerning(1, 2), -40)
        XCTAssertEqual(font.kerning(2, 3), 25)
        XCTAssertEqual(font.kerning(2, 1), 0)
    }

    /// `OS/2` version 4 with USE_TYPO_METRICS (bit 7) and italic (bit 0) replaces the hhea metrics.
    func testTypoMetricsCapHeightAndItalicFromOS2() throws {
        var synthetic = SyntheticFont()
        var os2 = SyntheticFont.Bytes()
        os2.u16(4); os2.u16(0); os2.u16(300)                         // version, xAvgCharWidth, usWeightClass
        os2.data += [UInt8](repeating: 0, count: 62 - 6)
        os2.u16(0x0081)                                              // fsSelection: USE_TYPO_METRICS | ITALIC
        os2.u16(0); os2.u16(0)                                       // first/last char
        os2.u16(750); os2.u16(-250); os2.u16(100)                    // sTypoAscender/Descender/LineGap
        os2.data += [UInt8](repeating: 0, count: 86 - 74)
        os2.u16(480); os2.u16(690)                                   // sxHeight, sCapHeight
        os2.data += [UInt8](repeating: 0, count: 96 - 90)
        synthetic.tables["OS/2"] = os2.data
        let font = try OpenTypeFont(data: synthetic.bytes())
        XCTAssertEqual([font.ascender, font.descender, font.lineGap], [750, -250, 100])
        XCTAssertEqual(font.weightClass, 300)
        XCTAssertTrue(font.isItalic)
        XCTAssertEqual(font.xHeight, 480)
        XCTAssertEqual(font.capHeight, 690)
    }

    func testCollectionFaces() throws {
        let first = SyntheticFont(glyphCount: 3, advances: [10, 11, 12])
        let second = SyntheticFont(glyphCount: 5, advances: [20, 21, 22, 23, 24])
        let collection = SyntheticFont.collection([first, second])
        XCTAssertEqual(try OpenTypeFont(data: collection).glyphCount, 3)
        let face1 = try OpenTypeFont(data: collection, faceIndex: 1)
        XCTAssertEqual(face1.glyphCount, 5)
        XCTAssertEqual(face1.advance(of: 4), 24)
        XCTAssertThrowsError(try OpenTypeFont(data: collection, faceIndex: 2))
        XCTAssertThrowsError(try OpenTypeFont(data: first.bytes(), faceIndex: 1))
    }

    func testMissingRequiredTableIsNamed() {
        var synthetic = SyntheticFont()
        synthetic.tables["hmtx"] = nil
        XCTAssertThrowsError(try OpenTypeFont(data: synthetic.bytes())) { error in
            XCTAssertEqual((error as? FontError)?.description, "hmtx: required table is missing")
        }
    }

    func testShortTableReportsTableOffsetAndSize() {
        var synthetic = SyntheticFont(glyphCount: 4)
        synthetic.tables["hmtx"] = Array(synthetic.tables["hmtx"]!.prefix(10))
        XCTAssertThrowsError(try OpenTypeFont(data: synthetic.bytes())) { error in
            XCTAssertEqual((error as? FontError)?.description, "hmtx: 16 bytes needed at offset 0, table has 10 bytes")
        }
    }

    func testTableOutsideTheFileIsRejected() {
        var bytes = SyntheticFont().bytes()
        bytes.removeLast(8)
        XCTAssertThrowsError(try OpenTypeFont(data: bytes)) { error in
            XCTAssertTrue((error as? FontError)?.description.hasPrefix("sfnt: table ") == true, "\(error)")
        }
    }

    /// A composite of glyph 1 scaled by 0.5 (F2Dot14 0x2000) and offset (100, 50), plus glyph 1 again
    /// attached by point matching (its point 0 onto the first component's point 2).
    func testCompositeGlyphWithScaleAndPointMatching() throws {
        var synthetic = SyntheticFont(glyphCount: 3)
        var glyf = SyntheticFont.Bytes()
        // Glyph 1: a triangle (0,0) (200,0) (0,400), all on-curve, byte deltas.
        glyf.u16(1); glyf.u16(0); glyf.u16(0); glyf.u16(200); glyf.u16(400)
        glyf.u16(2)                                                  // endPtsOfContours
        glyf.u16(0)                                                  // no instructions
        glyf.u8(0x01 | 0x10 | 0x20)                                  // (0,0): x same, y same
        glyf.u8(0x01 | 0x02 | 0x10 | 0x20)                           // x +200 (short), y same
        glyf.u8(0x01 | 0x04 | 0x10 | 0x20 | 0x02)                    // x -200 (short, negative), y +... see below
        // Patch the third flag: x short negative (0x02 without 0x10), y word (no 0x04/0x20).
        glyf.data[glyf.data.count - 1] = 0x01 | 0x02
        glyf.u8(200); glyf.u8(200)                                   // x deltas: +200, -200
        glyf.u16(400)                                                // y delta of point 2: +400 (word)
        if glyf.data.count % 2 == 1 { glyf.u8(0) }                   // short loca offsets are even
        let glyph2 = glyf.data.count
        glyf.u16(-1); glyf.u16(0); glyf.u16(0); glyf.u16(0); glyf.u16(0)
        glyf.u16(0x0002 | 0x0008 | 0x0020); glyf.u16(1); glyf.u8(100); glyf.u8(50); glyf.u16(0x2000)
        glyf.u16(0x0000); glyf.u16(1); glyf.u8(2); glyf.u8(0)        // point matching: parent 2 ← child 0
        var loca = SyntheticFont.Bytes()
        for offset in [0, 0, glyph2, glyf.data.count] { loca.u16(offset / 2) }
        synthetic.tables["glyf"] = glyf.data
        synthetic.tables["loca"] = loca.data
        let font = try OpenTypeFont(data: synthetic.bytes())
        XCTAssertEqual(try font.outline(of: 1).elements, [
            .move(CGPoint(x: 0, y: 0)), .line(CGPoint(x: 200, y: 0)), .line(CGPoint(x: 0, y: 400)), .close,
        ])
        let composite = try font.outline(of: 2)
        XCTAssertEqual(composite.elements, [
            .move(CGPoint(x: 100, y: 50)), .line(CGPoint(x: 200, y: 50)), .line(CGPoint(x: 100, y: 250)), .close,
            .move(CGPoint(x: 100, y: 250)), .line(CGPoint(x: 300, y: 250)), .line(CGPoint(x: 100, y: 650)), .close,
        ])
        XCTAssertEqual(composite.bounds, CGRect(x: 100, y: 50, width: 200, height: 600))
        XCTAssertEqual(try font.outline(of: 0).elements, [], "empty glyph")
        XCTAssertThrowsError(try font.outline(of: 3), "out of range")
    }
}
