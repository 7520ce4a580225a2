import Foundation
import XCTest
@testable import Arrange

/// `GSUB` lookups on real fonts, checked against HarfBuzz: every expected glyph array below is the
/// output of `hb-shape --no-glyph-names --no-positions FONT TEXT` (HarfBuzz 8, Debian's
/// libharfbuzz-bin) with the same features, written as "glyph=cluster" in the comments.
final class GlyphSubstitutionTableTests: XCTestCase {
    /// HarfBuzz's default horizontal features that substitute ("Shaping and shaping plans",
    /// HarfBuzz manual): what `hb-shape` applies to Latin text without `--features`.
    static let defaultFeatures = ["ccmp", "locl", "rlig", "rclt", "calt", "clig", "liga"].map { GlyphSubstitutionTable.Feature($0) }

    /// The emoji subset committed by `Scripts/make-font-subsets.sh`.
    static func emojiFont() throws -> OpenTypeFont {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fonts/NotoColorEmoji-Subset", withExtension: "ttf"))
        return try OpenTypeFont(contentsOfFile: url.path)
    }

    private func shape(_ font: OpenTypeFont, _ scalars: [UInt32], features: [GlyphSubstitutionTable.Feature] = defaultFeatures,
                       script: String = "DFLT") -> [String] {
        font.substitutedGlyphs(for: scalars.map { Unicode.Scalar($0)! }, features: features, script: script)
            .map { "\($0.id)=\($0.cluster)" }
    }

    private func shape(_ font: OpenTypeFont, _ text: String, features: [GlyphSubstitutionTable.Feature] = defaultFeatures) -> [String] {
        shape(font, text.unicodeScalars.map(\.value), features: features, script: "latn")
    }

    /// Ligature substitution (lookup type 4) joins a skin-tone modifier, a ZWJ family and a keycap
    /// into one glyph each: hb-shape gives 👍🏽 [18=0], 👨‍👩‍👧 [19=0], 1⃣ (U+0031 U+20E3) [16=0].
    func testEmojiLigaturesBecomeOneGlyph() throws {
        let font = try Self.emojiFont()
        XCTAssertEqual(shape(font, [0x1F44D, 0x1F3FD]), ["18=0"])
        XCTAssertEqual(shape(font, [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467]), ["19=0"])
        XCTAssertEqual(shape(font, [0x31, 0x20E3]), ["16=0"])
        // Alone, each scalar is its own glyph: 👍 [8=0], 👨 [10=0].
        XCTAssertEqual(shape(font, [0x1F44D]), ["8=0"])
        XCTAssertEqual(shape(font, [0x1F44D, 0x1F468]), ["8=0", "10=1"])
    }

    /// A flag: the ligature lookup joins 🇯🇵 [17=0]; an unknown pair 🇯🇯 goes through the context
    /// lookup (type 5, format 2), whose nested single substitution (type 1) and multiple
    /// substitution to nothing (type 2) leave one glyph, [15=0].
    func testFlagsAndTheUnknownFlag() throws {
        let font = try Self.emojiFont()
        XCTAssertEqual(shape(font, [0x1F1EF, 0x1F1F5]), ["17=0"])
        XCTAssertEqual(shape(font, [0x1F1EF, 0x1F1EF]), ["15=0"])
        // Two flags in a row stay two glyphs: 🇯🇵🇯🇵 [17=0|17=2].
        XCTAssertEqual(shape(font, [0x1F1EF, 0x1F1F5, 0x1F1EF, 0x1F1F5]), ["17=0", "17=2"])
    }

    /// Inter's `calt`, chained context lookups (type 6) that call ligature and single lookups:
    /// "a->b" [504=0|1710=1|575=3] (the arrow ligature), "(H)" [1349=0|161=1|1350=2] (case-sensitive
    /// parentheses beside a capital), "10x20" [1296=0|1295=1|1444=2|1297=3|1295=4] (× between
    /// digits); "A-B" [2=0|1375=1|65=2].
    func testInterContextualAlternates() throws {
        let inter = try BundledFonts.face(named: BundledFonts.interRegular)
        XCTAssertEqual(shape(inter, "a->b"), ["504=0", "1710=1", "575=3"])
        XCTAssertEqual(shape(inter, "(H)"), ["1349=0", "161=1", "1350=2"])
        XCTAssertEqual(shape(inter, "10x20"), ["1296=0", "1295=1", "1444=2", "1297=3", "1295=4"])
        XCTAssertEqual(shape(inter, "A-B"), ["2=0", "1375=1", "65=2"])
    }

    /// Features beyond the defaults: `hb-shape --features=frac` gives "1/2" [1610=0|1578=1|1570=2],
    /// `--features=case` gives "x:y" [946=0|1409=1|951=2]; without them [1296=0|1358=1|1297=2] and
    /// [946=0|1408=1|951=2].
    func testRequestedFeatures() throws {
        let inter = try BundledFonts.face(named: BundledFonts.interRegular)
        XCTAssertEqual(shape(inter, "1/2"), ["1296=0", "1358=1", "1297=2"])
        XCTAssertEqual(shape(inter, "1/2", features: Self.defaultFeatures + [.init("frac")]), ["1610=0", "1578=1", "1570=2"])
        XCTAssertEqual(shape(inter, "x:y", features: Self.defaultFeatures + [.init("case")]), ["946=0", "1409=1", "951=2"])
    }

    /// A feature applies only to glyphs whose mask shares a bit with the feature's (as Arabic
    /// joining forms are selected per letter): `case` on the colon alone changes it, on the letters
    /// alone changes nothing.
    func testMasksSelectTheGlyphs() throws {
        let inter = try BundledFonts.face(named: BundledFonts.interRegular)
        let gsub = try XCTUnwrap(inter.glyphSubstitutions)
        var glyphs = "x:y".unicodeScalars.enumerated().map { GlyphSubstitutionTable.Glyph(id: inter.glyph(for: $1)!, cluster: $0, mask: $0 == 1 ? 2 : 1) }
        let original = glyphs
        XCTAssertEqual(gsub.apply([.init("case", mask: 1)], script: "latn", to: &glyphs), [])
        XCTAssertEqual(glyphs, original)
        gsub.apply([.init("case", mask: 2)], script: "latn", to: &glyphs)
        XCTAssertEqual(glyphs.map(\.id), [946, 1409, 951])
    }

    /// A font without `GSUB` (DejaVu Sans Mono) maps the scalars and substitutes nothing.
    func testAFontWithoutSubstitutions() throws {
        let mono = try BundledFonts.face(named: BundledFonts.dejaVuSansMono)
        let glyphs = mono.substitutedGlyphs(for: Array("fi".unicodeScalars), features: Self.defaultFeatures)
        XCTAssertEqual(glyphs.map(\.id), [mono.glyph(for: "f")!, mono.glyph(for: "i")!])
    }

    /// A damaged subtable (the ligature lookup's coverage format overwritten with 7) undoes that
    /// lookup and reports it; the other lookups still run, and nothing traps.
    func testADamagedLookupIsUndoneAndReported() throws {
        let font = try Self.emojiFont()
        let table = try XCTUnwrap(font.glyphSubstitutions).table
        var bytes = Array(table.bytes[table.start..<table.end])
        let reader = FontDataReader(bytes: bytes, name: "GSUB")
        let lookupList = try reader.u16(8)
        let lookup = lookupList + (try reader.u16(lookupList + 2))
        XCTAssertEqual(try reader.u16(lookup), 4, "lookup 0 is the ligature lookup")
        let subtable = lookup + (try reader.u16(lookup + 6))
        let coverage = subtable + (try reader.u16(subtable + 2))
        bytes[coverage + 1] = 7
        let damaged = try GlyphSubstitutionTable(table: FontDataReader(bytes: bytes, name: "GSUB"), definitions: nil)
        var glyphs = [8, 7].enumerated().map { GlyphSubstitutionTable.Glyph(id: UInt16($1), cluster: $0) }
        let errors = damaged.apply([.init("ccmp")], script: "DFLT", to: &glyphs)
        XCTAssertEqual(glyphs.map(\.id), [8, 7])
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.description.contains("Coverage format 7") == true, "\(errors)")
    }

    /// A context lookup that calls itself is stopped at the nesting limit, undone and reported,
    /// never recursing without end.
    func testSelfNestingContextLookupIsStopped() throws {
        var bytes: [UInt8] = []
        func u16(_ values: Int...) { for value in values { bytes += [UInt8(value >> 8), UInt8(value & 0xFF)] } }
        u16(1, 0, 10, 30, 44)                 // GSUB 1.0: ScriptList 10, FeatureList 30, LookupList 44
        u16(1); bytes += Array("DFLT".utf8); u16(8) // ScriptList: DFLT at +8
        u16(4, 0)                             // Script: default LangSys at +4, no languages
        u16(0, 0xFFFF, 1, 0)                  // LangSys: no required feature, feature 0
        u16(1); bytes += Array("test".utf8); u16(8) // FeatureList: 'test' at +8
        u16(0, 1, 0)                          // Feature: lookup 0
        u16(1, 4)                             // LookupList: lookup 0 at +4
        u16(5, 0, 1, 8)                       // Lookup: type 5, no flags, subtable at +8
        u16(3, 1, 1, 12, 0, 0)                // Context format 3: 1 glyph, 1 record, coverage at +12, (0 → lookup 0)
        u16(1, 1, 1)                          // Coverage format 1: glyph 1
        let gsub = try GlyphSubstitutionTable(table: FontDataReader(bytes: bytes, name: "GSUB"), definitions: nil)
        var glyphs = [GlyphSubstitutionTable.Glyph(id: 1, cluster: 0)]
        let errors = gsub.apply([.init("test")], script: "latn", to: &glyphs)
        XCTAssertEqual(glyphs, [GlyphSubstitutionTable.Glyph(id: 1, cluster: 0)])
        XCTAssertTrue(errors.first?.description.contains("nest deeper") == true, "\(errors)")
    }
}
