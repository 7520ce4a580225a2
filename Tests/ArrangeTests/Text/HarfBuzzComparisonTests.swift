import Foundation
import XCTest
@testable import Arrange

/// Advances and kerned widths checked against HarfBuzz's `hb-shape` (Debian's `libharfbuzz-bin`,
/// which `.ci/run` installs), for several bundled fonts, sizes and strings, within 0.01 pt.
///
/// `hb-shape` shapes at the font's units per em, so its advances are exact font units; ligatures
/// and contextual alternates are switched off (Arrange applies no substitutions), kerning stays on.
/// Skipped where `hb-shape` is not installed (a user's machine); CI runs it.
final class HarfBuzzComparisonTests: XCTestCase {
    private static let strings = ["Hello world", "AVATAR Wolf", "Goldfish 9", "Typography, kerning: To Va", "The quick brown fox jumps over the lazy dog."]
    private static let fonts = [BundledFonts.interRegular, BundledFonts.interBold, BundledFonts.interItalic, BundledFonts.dejaVuSans, BundledFonts.dejaVuSansMono]

    func testShapedWidthsMatchHarfBuzz() throws {
        guard let shaper = Self.hbShape() else { throw XCTSkip("hb-shape is not installed (Debian: libharfbuzz-bin)") }
        guard let directory = BundledFonts.directory else { return XCTFail("the bundled fonts directory was not found") }
        var compared = 0
        for fileName in Self.fonts {
            let face = try BundledFonts.face(named: fileName)
            let path = directory.appendingPathComponent(fileName).path
            for string in Self.strings {
                let units = try Self.shapedAdvance(shaper, fontPath: path, unitsPerEm: face.unitsPerEm, text: string)
                for size in [11, 17, 34] as [CGFloat] {
                    let expected = CGFloat(units) * size / CGFloat(face.unitsPerEm)
                    let actual = Self.width(of: string, face: face, size: size)
                    XCTAssertEqual(actual, expected, accuracy: 0.01, "\(fileName) \(size) pt \"\(string)\"")
                    compared += 1
                }
            }
        }
        XCTAssertEqual(compared, Self.fonts.count * Self.strings.count * 3)
    }

    /// Arrange's width of `string` in one face: the sum of its clusters' advances.
    private static func width(of string: String, face: OpenTypeFont, size: CGFloat) -> CGFloat {
        let provider = SingleFaceProvider(face)
        let font = ResolvedFont(pointSize: size, weight: 400, isItalic: false, design: .default, name: nil, usesMonospacedDigits: false)
        let shaped = ShapedText(runs: [ShapedText.Input(string: string, font: font, extraSpacing: 0)], provider: provider)
        return shaped.prefix[shaped.clusters.count]
    }

    /// The total x advance HarfBuzz gives `text`, in font units.
    private static func shapedAdvance(_ shaper: String, fontPath: String, unitsPerEm: Int, text: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shaper)
        process.arguments = ["--font-size=\(unitsPerEm)", "--output-format=json", "--no-glyph-names",
                             "--features=-liga,-clig,-calt,-dlig,-rlig", fontPath, text]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let glyphs = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return glyphs.reduce(0) { $0 + (($1["ax"] as? Int) ?? 0) }
    }

    private static func hbShape() -> String? {
        ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A provider that draws everything with one face (no fallback), so widths are that face's alone.
private final class SingleFaceProvider: FontProvider, @unchecked Sendable {
    let face: OpenTypeFont
    init(_ face: OpenTypeFont) { self.face = face }
    func faces(for font: ResolvedFont) -> [Typeface] { [face] }
}
