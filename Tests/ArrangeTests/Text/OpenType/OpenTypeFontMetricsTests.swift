import XCTest
@testable import Arrange

/// Metrics, names, character mapping and advances of the bundled faces.
///
/// Reference values come from tools independent of this reader and are hard-coded (the test runs
/// neither tool):
/// - face metrics and names: fontTools 4.68,
///   `python3 -c "from fontTools.ttLib import TTFont; f = TTFont(path); …"` reading `head.unitsPerEm`,
///   `hhea.ascent/descent/lineGap` (or `OS/2.sTypo*` when `fsSelection & 0x80`), `OS/2.usWeightClass`,
///   `fsSelection & 1`, `post.isFixedPitch`, `maxp.numGlyphs`, `name.getDebugName(16 or 1, 17 or 2, 4, 6)`,
///   `OS/2.sCapHeight/sxHeight`;
/// - glyph IDs and advances: HarfBuzz 6,
///   `hb-shape --font-size=<upem> --output-format=json --no-glyph-names --features=-kern <font> "AVTo aé€"`.
final class OpenTypeFontMetricsTests: XCTestCase {
    /// One bundled face's expected header values.
    struct FaceExpectation {
        let file: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int
        let weight: Int, italic: Bool, fixedPitch: Bool, glyphs: Int
        let family: String, subfamily: String, full: String, postScript: String
        let capHeight: Int?, xHeight: Int?
    }

    /// From the fontTools command in the type's comment.
    static let faces: [FaceExpectation] = [
        .init(file: "Inter-Regular.otf", unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0, weight: 400, italic: false, fixedPitch: false, glyphs: 2548, family: "Inter", subfamily: "Regular", full: "Inter Regular", postScript: "Inter-Regular", capHeight: 2048, xHeight: 1536),
        .init(file: "Inter-Italic.otf", unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0, weight: 400, italic: true, fixedPitch: false, glyphs: 2548, family: "Inter", subfamily: "Italic", full: "Inter Italic", postScript: "Inter-Italic", capHeight: 2048, xHeight: 1536),
        .init(file: "Inter-Medium.otf", unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0, weight: 500, italic: false, fixedPitch: false, glyphs: 2548, family: "Inter", subfamily: "Medium", full: "Inter Medium", postScript: "Inter-Medium", capHeight: 2048, xHeight: 1536),
        .init(file: "Inter-SemiBold.otf", unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0, weight: 600, italic: false, fixedPitch: false, glyphs: 2548, family: "Inter", subfamily: "Semi Bold", full: "Inter Semi Bold", postScript: "Inter-SemiBold", capHeight: 2048, xHeight: 1536),
        .init(file: "Inter-SemiBoldItalic.otf", unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0, weight: 600, italic: true, fixedPitch: false, glyphs: 2548, family: "Inter", subfamily: "Semi Bold Italic", full: "Inter Semi Bold Italic", postScript: "Inter-SemiBoldItalic", capHeight: 2048, xHeight: 1536),
        .init(file: "Inter-Bold.otf", unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0, weight: 700, italic: false, fixedPitch: false, glyphs: 2548, family: "Inter", subfamily: "Bold", full: "Inter Bold", postScript: "Inter-Bold", capHeight: 2048, xHeight: 1536),
        .init(file: "Inter-BoldItalic.otf", unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0, weight: 700, italic: true, fixedPitch: false, glyphs: 2548, family: "Inter", subfamily: "Bold Italic", full: "Inter Bold Italic", postScript: "Inter-BoldItalic", capHeight: 2048, xHeight: 1536),
        .init(file: "DejaVuSans.ttf", unitsPerEm: 2048, ascender: 1901, descender: -483, lineGap: 0, weight: 400, italic: false, fixedPitch: false, glyphs: 6253, family: "DejaVu Sans", subfamily: "Book", full: "DejaVu Sans", postScript: "DejaVuSans", capHeight: nil, xHeight: nil),
        .init(file: "DejaVuSansMono.ttf", unitsPerEm: 2048, ascender: 1901, descender: -483, lineGap: 0, weight: 400, italic: false, fixedPitch: true, glyphs: 3377, family: "DejaVu Sans Mono", subfamily: "Book", full: "DejaVu Sans Mono", postScript: "DejaVuSansMono", capHeight: nil, xHeight: nil),
        .init(file: "DejaVuSansMono-Bold.ttf", unitsPerEm: 2048, ascender: 1901, descender: -483, lineGap: 0, weight: 700, italic: false, fixedPitch: true, glyphs: 3316, family: "DejaVu Sans Mono", subfamily: "Bold", full: "DejaVu Sans Mono Bold", postScript: "DejaVuSansMono-Bold", capHeight: nil, xHeight: nil),
    ]

    func testEveryBundledFaceLoadsWithItsHeaderValues() throws {
        XCTAssertEqual(BundledFonts.allFileNames.sorted(), Self.faces.map(\.file).sorted())
        for expected in Self.faces {
            let font = try BundledFonts.face(named: expected.file)
            let actual = FaceExpectation(
                file: expected.file, unitsPerEm: font.unitsPerEm, ascender: font.ascender, descender: font.descender,
                lineGap: font.lineGap, weight: font.weightClass, italic: font.isItalic, fixedPitch: font.isFixedPitch,
                glyphs: font.glyphCount, family: font.familyName ?? "-", subfamily: font.subfamilyName ?? "-",
                full: font.fullName ?? "-", postScript: font.postScriptName ?? "-",
                capHeight: font.capHeight, xHeight: font.xHeight)
            XCTAssertEqual(String(describing: actual), String(describing: expected), expected.file)
        }
    }

    func testBundledFacesAreParsedOncePerProcess() throws {
        let first = try BundledFonts.face(named: BundledFonts.interRegular)
        let second = try BundledFonts.face(named: BundledFonts.interRegular)
        XCTAssertTrue(first === second)
        XCTAssertThrowsError(try BundledFonts.face(named: "Missing.otf")) { error in
            XCTAssertTrue(error is FontError)
        }
    }

    /// `hb-shape --font-size=2816 --output-format=json --no-glyph-names --features=-kern
    /// Inter-Regular.otf "AVTo aé€"`, glyph IDs cross-checked with fontTools `getBestCmap()`.
    func testInterGlyphsAndAdvances() throws {
        let font = try BundledFonts.face(named: BundledFonts.interRegular)
        let expected: [(Character, UInt16, Int)] = [
            ("A", 2, 1904), ("V", 453, 1904), ("T", 409, 1808), ("o", 775, 1680),
            (" ", 1682, 792), ("a", 504, 1588), ("é", 616, 1640), ("€", 1270, 1872),
        ]
        for (character, glyph, advance) in expected {
            XCTAssertEqual(font.glyph(for: character.unicodeScalars.first!), glyph, "\(character)")
            XCTAssertEqual(font.advance(of: glyph), advance, "\(character)")
        }
    }

    /// `hb-shape --font-size=2048 --output-format=json --no-glyph-names --features=-kern
    /// DejaVuSans.ttf "AVTo aé€"`, glyph IDs cross-checked with fontTools `getBestCmap()`.
    func testDejaVuGlyphsAndAdvances() throws {
        let font = try BundledFonts.face(named: BundledFonts.dejaVuSans)
        let expected: [(Character, UInt16, Int)] = [
            ("A", 36, 1401), ("V", 57, 1401), ("T", 55, 1251), ("o", 82, 1253),
            (" ", 3, 651), ("a", 68, 1255), ("é", 171, 1260), ("€", 2948, 1303),
        ]
        for (character, glyph, advance) in expected {
            XCTAssertEqual(font.glyph(for: character.unicodeScalars.first!), glyph, "\(character)")
            XCTAssertEqual(font.advance(of: glyph), advance, "\(character)")
        }
    }

    /// DejaVu Sans Mono has `hhea.numberOfHMetrics` = 4 (fontTools), so nearly every glyph takes the
    /// last long metric's advance, 1233 (`hb-shape … DejaVuSansMono.ttf "Am€"` and fontTools
    /// `f['hmtx']['uni…']`: glyph 3376, the last, advances 1233).
    func testAdvancesPastNumberOfHMetricsRepeatTheLastAdvance() throws {
        let font = try BundledFonts.face(named: BundledFonts.dejaVuSansMono)
        XCTAssertEqual(font.glyph(for: "A"), 36)
        XCTAssertEqual(font.glyph(for: "m"), 80)
        XCTAssertEqual(font.glyph(for: "€"), 1916)
        for glyph: UInt16 in [36, 80, 1916, 3376] { XCTAssertEqual(font.advance(of: glyph), 1233) }
        XCTAssertEqual(font.advance(of: 3377), 0, "out of range")
        XCTAssertEqual(font.advance(of: .max), 0, "out of range")
    }

    /// The bundled fonts' best cmap is format 12 under (3,10). DejaVu Sans maps supplementary-plane
    /// Old Italic letters: fontTools `getBestCmap()[0x10300]` is glyph 5373, `[0x10304]` 5377.
    func testSupplementaryPlaneThroughFormat12() throws {
        let font = try BundledFonts.face(named: BundledFonts.dejaVuSans)
        XCTAssertEqual(font.glyph(for: Unicode.Scalar(0x10300)!), 5373)
        XCTAssertEqual(font.glyph(for: Unicode.Scalar(0x10304)!), 5377)
        XCTAssertNil(font.glyph(for: Unicode.Scalar(0x10FFFD)!))
        XCTAssertNil(font.glyph(for: Unicode.Scalar(0xE000)!), "private use, unmapped")
        let inter = try BundledFonts.face(named: BundledFonts.interRegular)
        XCTAssertNil(inter.glyph(for: Unicode.Scalar(0x10300)!), "Inter lacks Old Italic")
    }

    func testReadingAMissingFileThrows() {
        XCTAssertThrowsError(try OpenTypeFont(contentsOfFile: "/nonexistent/font.otf")) { error in
            XCTAssertEqual((error as? FontError)?.description, "file: cannot read /nonexistent/font.otf")
        }
    }
}
