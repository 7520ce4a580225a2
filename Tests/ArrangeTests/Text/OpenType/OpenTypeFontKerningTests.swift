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
}
