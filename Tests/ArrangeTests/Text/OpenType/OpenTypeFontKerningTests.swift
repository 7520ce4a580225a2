import XCTest
@testable import Arrange

/// GPOS pair kerning of the bundled faces, and the legacy `kern` table.
///
/// Reference values: HarfBuzz 6, `hb-shape --font-size=<upem> --output-format=json --no-glyph-names
/// <font> "<pair>"` — the first glyph's kerned `ax` minus its unkerned advance (same command with
/// `--features=-kern`). The subtable formats come from fontTools:
/// `TTFont(font)['GPOS'].table.LookupList.Lookup[1].SubTable[i].Format` — Inter's 'kern' lookup 1
/// has a format 1 subtable, then a format 2 subtable.
final class OpenTypeFontKerningTests: XCTestCase {
    /// `hb-shape … Inter-Regular.otf "A?"`: 'A' (2) advances 1728 instead of 1904 — a format 1 pair.
    func testInterFormat1Pair() throws {
        let font = try BundledFonts.face(named: BundledFonts.interRegular)
        XCTAssertEqual(font.glyph(for: "?"), 1334)
        XCTAssertEqual(font.kerning(2, 1334), -176)
    }

    /// Format 2 (class) pairs. 'A' is covered by the format 1 subtable but A–V is not listed there, so
    /// the lookup falls through to format 2. `hb-shape … "AVTo"`: A 1712 (1904), T 1584 (1808);
    /// `"LT"`: L 1312 (1584); `"Va"`: V 1760 (1904).
    func testInterFormat2Pairs() throws {
        let font = try BundledFonts.face(named: BundledFonts.interRegular)
        XCTAssertEqual(font.kerning(2, 453), -192, "A V")
        XCTAssertEqual(font.kerning(409, 775), -224, "T o")
        XCTAssertEqual(font.kerning(280, 409), -272, "L T")
        XCTAssertEqual(font.kerning(453, 504), -144, "V a")
        XCTAssertEqual(font.kerning(453, 409), 0, "V T: no kerning in hb-shape \"AVTo\"")
        XCTAssertEqual(font.kerning(775, 2), -96, "o A: hb-shape … \"oA\": o 1584 (1680)")
    }

    /// Inter Bold: `hb-shape --font-size=2816 … Inter-Bold.otf "AVTo"`: A 1852 (2106), T 1658 (1882).
    func testInterBoldPairs() throws {
        let font = try BundledFonts.face(named: BundledFonts.interBold)
        XCTAssertEqual(font.kerning(2, 453), -254)
        XCTAssertEqual(font.kerning(409, 775), -224)
    }

    /// DejaVu Sans has both GPOS (lookups 14 and 15 under 'latn') and a `kern` table; GPOS wins.
    /// `hb-shape --font-size=2048 … DejaVuSans.ttf "AV"`: A 1270 (1401); `"To"`: T 903 (1251);
    /// `"LT"`: L 859 (1141); `"Ty"`: T 932 (1251).
    func testDejaVuGPOSPairs() throws {
        let font = try BundledFonts.face(named: BundledFonts.dejaVuSans)
        XCTAssertEqual(font.kerning(36, 57), -131, "A V")
        XCTAssertEqual(font.kerning(55, 82), -348, "T o")
        XCTAssertEqual(font.kerning(47, 55), -282, "L T")
        XCTAssertEqual(font.kerning(55, 92), -319, "T y")
        XCTAssertEqual(font.kerning(82, 55), 0, "o T")
    }

    /// DejaVu Sans's own `kern` table (format 0, coverage 1): fontTools
    /// `TTFont('DejaVuSans.ttf')['kern'].kernTables[0].kernTable[('A', 'V')]` is -131, `('T', 'o')`
    /// -348, `('L', 'T')` -282, `('T', 'y')` -319; 2727 pairs.
    func testDejaVuKernTableFormat0() throws {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: BundledFonts.directory!.appendingPathComponent(BundledFonts.dejaVuSans).path))
        let directory = try FontTableDirectory(bytes: [UInt8](data), faceIndex: 0)
        let kern = try KerningTable(table: directory.required("kern"))
        XCTAssertEqual(kern.pairs.count, 2727)
        XCTAssertEqual(kern.kerning(36, 57), -131)
        XCTAssertEqual(kern.kerning(55, 82), -348)
        XCTAssertEqual(kern.kerning(47, 55), -282)
        XCTAssertEqual(kern.kerning(55, 92), -319)
        XCTAssertEqual(kern.kerning(57, 36), -131, "V A")
    }

    func testMonospacedFaceHasNoKerning() throws {
        let font = try BundledFonts.face(named: BundledFonts.dejaVuSansMono)
        XCTAssertEqual(font.kerning(36, 57), 0)
    }

    /// The kerned advance of every glyph of a sentence equals HarfBuzz's `ax` (no glyph has an x offset):
    /// `hb-shape --font-size=<upem> --output-format=json <font> "<sentence>"`.
    func testSentenceMatchesHarfBuzz() throws {
        let sentence = "The quick brown fox jumps over the lazy dog. AVATAR Typography LT"
        let expected: [String: [Int]] = [
            BundledFonts.interRegular: [1808, 1664, 1640, 792, 1716, 1636, 668, 1572, 1532, 792, 1748, 1000, 1628, 2288, 1648, 792, 952, 1616, 1520, 792, 668, 1636, 2448, 1716, 1472, 792, 1624, 1512, 1640, 1048, 792, 1056, 1664, 1640, 792, 668, 1588, 1524, 1568, 792, 1748, 1680, 1716, 776, 792, 1712, 1728, 1664, 1568, 1904, 1800, 792, 1632, 1568, 1716, 1680, 1716, 1048, 1588, 1716, 1608, 1568, 792, 1312, 1808],
            BundledFonts.dejaVuSans: [1251, 1298, 1260, 651, 1300, 1298, 569, 1126, 1186, 651, 1300, 797, 1253, 1675, 1298, 651, 721, 1190, 1212, 651, 569, 1298, 1995, 1300, 1067, 651, 1253, 1212, 1260, 842, 651, 803, 1298, 1260, 651, 569, 1255, 1075, 1212, 651, 1300, 1253, 1300, 651, 651, 1270, 1270, 1242, 1092, 1401, 1423, 651, 932, 1212, 1300, 1253, 1300, 842, 1255, 1300, 1298, 1212, 651, 859, 1251],
        ]
        for (file, advances) in expected {
            let font = try BundledFonts.face(named: file)
            let glyphs = try sentence.unicodeScalars.map { try XCTUnwrap(font.glyph(for: $0)) }
            let actual = glyphs.indices.map { i in
                font.advance(of: glyphs[i]) + (i + 1 < glyphs.count ? font.kerning(glyphs[i], glyphs[i + 1]) : 0)
            }
            XCTAssertEqual(actual, advances, file)
        }
    }
}
