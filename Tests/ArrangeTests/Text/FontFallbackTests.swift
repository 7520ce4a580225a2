import Foundation
import XCTest
@testable import Arrange

/// The fallback chain and colour emoji, with the committed subsets of Noto Sans CJK SC and Noto
/// Color Emoji (`Scripts/make-font-subsets.sh`). Widths come from the fonts' own advances
/// (fontTools' `hmtx`, and `hb-shape` for Inter): advance × size / unitsPerEm, rounded up as
/// layout rounds text sizes (FontRegistryTests). Inter Regular: unitsPerEm 2816, "H" 2084, "i"
/// 668, space 792 (no kerning among them: `hb-shape Inter-Regular.otf "Hi "` gives those
/// advances). Noto Sans CJK SC: unitsPerEm 1000, every ideograph 1000. Noto Color Emoji:
/// unitsPerEm 2048, every emoji 2550; its bitmaps are 136 × 128 pixels at 109 pixels per em.
final class FontFallbackTests: XCTestCase {
    static func fixture(_ name: String) throws -> Data {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fonts/\(name)", withExtension: nil), name)
        return try Data(contentsOf: url)
    }

    override func setUp() {
        super.setUp()
        FontRegistry.removeAllFallbacks()
    }

    override func tearDown() {
        FontRegistry.removeAllFallbacks()
        super.tearDown()
    }

    private func addCJKAndEmoji() throws {
        try FontRegistry.addFallback(data: Self.fixture("NotoSansCJKsc-Regular-Subset.otf"))
        try FontRegistry.addFallback(data: Self.fixture("NotoSansCJKsc-Bold-Subset.otf"))
        try FontRegistry.addFallback(data: Self.fixture("NotoColorEmoji-Subset.ttf"))
    }

    private func width(_ text: Text) -> CGFloat {
        LayoutSnapshot(of: text, proposal: .unspecified).size.width
    }

    /// The text shaped with the bundled provider, at `size` points.
    private func shaped(_ string: String, size: CGFloat = 20, weight: Int = 400) -> ShapedText {
        let font = ResolvedFont(pointSize: size, weight: weight, isItalic: false, design: .default, name: nil, usesMonospacedDigits: false)
        return ShapedText(runs: [.init(string: string, font: font, extraSpacing: 0)], provider: BundledFontProvider.shared)
    }

    /// "Hi 你好" at 20 pt: Inter 3544 × 20/2816 = 25.17, two ideographs 2 × 1000 × 20/1000 = 40;
    /// 65.17 → 66.
    func testCJKFallsThroughTheChain() throws {
        try addCJKAndEmoji()
        XCTAssertEqual(width(Text("Hi 你好").font(.system(size: 20))), 66)
    }

    /// "Hi 😀" at 20 pt: 25.17 + 2550 × 20/2048 = 24.90; 50.07 → 51. "Hi 你好😀": 25.17 + 40 +
    /// 24.90 = 90.07 → 91.
    func testEmojiAndMixedScriptWidths() throws {
        try addCJKAndEmoji()
        XCTAssertEqual(width(Text("Hi 😀").font(.system(size: 20))), 51)
        XCTAssertEqual(width(Text("Hi 你好😀").font(.system(size: 20))), 91)
    }

    /// Without the fallbacks the ideographs are placeholders (Inter's `.notdef`, 2800 units: at
    /// 100 pt, "你好世" is 3 × 2800 × 100/2816 = 298.30 → 299); with them 3 × 100 = 300; removed,
    /// 299 again: the chain is the only input.
    func testTheChainDecidesTheSizeDeterministically() throws {
        XCTAssertEqual(width(Text("你好世").font(.system(size: 100))), 299)
        XCTAssertEqual(shaped("你").glyphs.glyphs.map(\.id), [0])
        try addCJKAndEmoji()
        XCTAssertEqual(width(Text("你好世").font(.system(size: 100))), 300)
        FontRegistry.removeAllFallbacks()
        XCTAssertEqual(width(Text("你好世").font(.system(size: 100))), 299)
    }

    /// A ZWJ family, a skin-tone modifier, a flag and a keycap (with U+FE0F, which the emoji font
    /// doesn't map and which is dropped as default-ignorable) are each one cluster of one glyph,
    /// 2550 × 20/2048 = 24.90 wide; the glyphs are those `hb-shape NotoColorEmoji-Subset.ttf`
    /// gives: 👨‍👩‍👧 19, 👍🏽 18, 🇯🇵 17, 1️⃣ 16.
    func testSequencesAreOneGlyph() throws {
        try addCJKAndEmoji()
        let text = shaped("👨‍👩‍👧👍🏽🇯🇵1️⃣")
        XCTAssertEqual(text.clusters.count, 4)
        XCTAssertEqual((0..<4).map { text.glyphs.glyphs(ofCluster: $0).map(\.id) }, [[19], [18], [17], [16]])
        for cluster in text.clusters { XCTAssertEqual(cluster.advance, 2550 * 20 / 2048, accuracy: 1e-9) }
    }

    /// A line keeps the height of the text's own face (Docs/Differences.md, "Font fallback and
    /// emoji" 3): "😀" and "你" are as tall as "A".
    func testFallbackFacesDontChangeTheLineHeight() throws {
        try addCJKAndEmoji()
        let height = LayoutSnapshot(of: Text("A").font(.system(size: 20)), proposal: .unspecified).size.height
        for string in ["😀", "你", "A😀你"] {
            XCTAssertEqual(LayoutSnapshot(of: Text(string).font(.system(size: 20)), proposal: .unspecified).size.height, height, string)
        }
    }

    /// Latin stays on the text's own face, and a digit without U+FE0F is Inter's, not the emoji
    /// font's keycap base.
    func testLatinAndDigitsStayOnTheirFace() throws {
        try addCJKAndEmoji()
        let text = shaped("A1")
        XCTAssertEqual(text.glyphs.glyphs.map(\.face), [0, 0])
    }

    /// Of one family's faces, the one nearest the text's weight: bold ideographs come from the
    /// bold subset (usWeightClass 700).
    func testTheFamilyFaceNearestTheWeight() throws {
        try addCJKAndEmoji()
        for (weight, expected) in [(400, 400), (700, 700)] {
            let text = shaped("你", weight: weight)
            let glyph = text.glyphs.glyphs[0]
            let face = try XCTUnwrap(text.glyphs.runFaces[0][Int(glyph.face)] as? OpenTypeFont)
            XCTAssertEqual(face.weightClass, expected)
        }
    }

    /// A per-script fallback comes before the list for its script only: the CJK face added for
    /// Han draws "你"; a Latin-only script's face is never used for it.
    func testPerScriptFallbacks() throws {
        try FontRegistry.addFallback(data: Self.fixture("NotoSansCJKsc-Regular-Subset.otf"), for: .hanSimplified)
        XCTAssertEqual(width(Text("你好").font(.system(size: 20))), 40)
        FontRegistry.removeAllFallbacks()
        try FontRegistry.addFallback(data: Self.fixture("NotoSansCJKsc-Regular-Subset.otf"), for: .latin)
        XCTAssertEqual(shaped("你").glyphs.glyphs.map(\.id), [0])
        XCTAssertThrowsError(try FontRegistry.addFallback(data: Self.fixture("NotoSansCJKsc-Regular-Subset.otf"), for: Locale.Script("Zzzz"))) { error in
            XCTAssertTrue("\(error)".contains("Zzzz"), "\(error)")
        }
        XCTAssertThrowsError(try FontRegistry.addFallback(data: Data("no font".utf8))) { XCTAssertTrue($0 is FontError) }
    }

    /// `registerSystemFallbacks(searching:)` finds the files it knows by name in the folders given
    /// and adds them in its fixed order.
    func testRegisterSystemFallbacksFindsKnownFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-fallbacks-\(ProcessInfo.processInfo.processIdentifier)")
        let nested = folder.appendingPathComponent("noto")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.fixture("NotoColorEmoji-Subset.ttf").write(to: nested.appendingPathComponent("NotoColorEmoji.ttf"))
        try Self.fixture("NotoSansCJKsc-Regular-Subset.otf").write(to: nested.appendingPathComponent("NotoSansCJKsc-Regular.otf"))
        let added = FontRegistry.registerSystemFallbacks(searching: [folder.path])
        XCTAssertEqual(added.map { ($0 as NSString).lastPathComponent }, ["NotoSansCJKsc-Regular.otf", "NotoColorEmoji.ttf"])
        // "你😀" at 20 pt: 1000 × 20/1000 + 2550 × 20/2048 = 20 + 24.90 = 44.90 → 45.
        XCTAssertEqual(width(Text("你😀").font(.system(size: 20))), 45)
    }

    /// A damaged `CBDT` (every PNG signature overwritten) draws the placeholder — Inter's
    /// `.notdef` — and says so on standard error, never trapping; so does a damaged `CBLC` header.
    func testDamagedColorBitmapsDrawThePlaceholder() throws {
        var bytes = [UInt8](try Self.fixture("NotoColorEmoji-Subset.ttf"))
        var i = 0
        while i + 4 <= bytes.count {
            if bytes[i] == 0x89, bytes[i + 1] == 0x50, bytes[i + 2] == 0x4E, bytes[i + 3] == 0x47 { bytes[i] = 0 }
            i += 1
        }
        try FontRegistry.addFallback(data: Data(bytes))
        let text = shaped("😀👍🏽")
        XCTAssertEqual(text.glyphs.glyphs.map(\.face), [0, 0])
        XCTAssertEqual(text.glyphs.glyphs.map(\.id), [0, 0])
        XCTAssertTrue(ColorGlyphDiagnostics.messages.contains { $0.contains("is not a PNG file") }, "\(ColorGlyphDiagnostics.messages)")

        // The CBLC header's version set to 9: no colour glyphs at all, the same placeholder.
        FontRegistry.removeAllFallbacks()
        var header = [UInt8](try Self.fixture("NotoColorEmoji-Subset.ttf"))
        let record = try XCTUnwrap((12..<200).first { header[$0..<$0 + 4].elementsEqual("CBLC".utf8) })
        let offset = header[(record + 8)..<(record + 12)].reduce(0) { $0 << 8 | Int($1) }
        header[offset + 1] = 9
        try FontRegistry.addFallback(data: Data(header))
        XCTAssertEqual(shaped("😀").glyphs.glyphs.map(\.id), [0])
        XCTAssertTrue(ColorGlyphDiagnostics.messages.contains { $0.contains("version 9 is not 2 or 3") }, "\(ColorGlyphDiagnostics.messages)")

        let font = try OpenTypeFont(data: [UInt8](try Self.fixture("NotoColorEmoji-Subset.ttf")))
        XCTAssertNotNil(font.colorBitmaps)
        let glyph = try XCTUnwrap(try font.colorBitmaps?.glyph(font.glyph(for: "\u{1F600}")!))
        // The strike's metrics (fontTools' CBDT dump): 136 × 128 pixels, bearing (0, 101), 109 ppem.
        XCTAssertEqual([glyph.width, glyph.height, glyph.bearingX, glyph.bearingY, glyph.pixelsPerEm], [136, 128, 0, 101, 109])
    }

    /// 300 copies of the emoji subset, each with 8 bytes changed by a seeded generator (the same on
    /// every run), parse or throw `FontError`, and shaping and reading their colour glyphs
    /// never traps.
    func testMutatedEmojiFontsNeverTrap() throws {
        let original = [UInt8](try Self.fixture("NotoColorEmoji-Subset.ttf"))
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let scalars: [Unicode.Scalar] = [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467, 0x1F1EF, 0x1F1F5, 0x1F44D, 0x1F3FD, 0x31, 0x20E3].map { Unicode.Scalar($0)! }
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<8 { bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next()) }
            guard let font = try? OpenTypeFont(data: bytes) else { continue }
            for glyph in font.substitutedGlyphs(for: scalars, features: FallbackChain.defaultFeatures) {
                _ = try? font.colorBitmaps?.glyph(glyph.id)
            }
        }
    }
}
