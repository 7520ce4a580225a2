import Foundation
import XCTest
@testable import Arrange

/// The font subsets the shaping tests use (Tests/ArrangeTests/Fixtures/Fonts, made by
/// Scripts/make-shaping-fonts.sh from Noto Sans Arabic and Noto Sans Devanagari, OFL) and
/// HarfBuzz's `hb-shape` (Debian's libharfbuzz-bin), whose output the tests compare with.
enum ShapingFixtures {
    /// The path of fixture font `name`.
    static func fontPath(_ name: String) throws -> String {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fonts", withExtension: nil), "the Fonts fixtures are missing")
        return url.appendingPathComponent(name).path
    }

    /// The face of fixture font `name`.
    static func face(_ name: String) throws -> OpenTypeFont {
        try OpenTypeFont(contentsOfFile: try fontPath(name))
    }

    static let arabic = "NotoSansArabic-Subset.ttf"
    static let devanagari = "NotoSansDevanagari-Subset.ttf"

    /// `hb-shape`, when installed.
    static var hbShape: String? {
        ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// HarfBuzz's glyphs for `text` at the font's units per em (exact font units), in display
    /// order: id, advance and offsets.
    static func hbShape(_ text: String, fontPath: String, unitsPerEm: Int) throws -> [ShapedGlyph] {
        let shaper = try XCTUnwrap(hbShape)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shaper)
        process.arguments = ["--font-size=\(unitsPerEm)", "--output-format=json", "--no-glyph-names", fontPath, text]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let glyphs = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return glyphs.map {
            ShapedGlyph(id: UInt16(($0["g"] as? Int) ?? 0), cluster: ($0["cl"] as? Int) ?? 0, xAdvance: ($0["ax"] as? Int) ?? 0,
                        xOffset: ($0["dx"] as? Int) ?? 0, yOffset: ($0["dy"] as? Int) ?? 0)
        }
    }

    /// A provider that draws everything with one face.
    final class SingleFaceProvider: FontProvider, @unchecked Sendable {
        let face: OpenTypeFont
        init(_ face: OpenTypeFont) { self.face = face }
        func faces(for font: ResolvedFont) -> [Typeface] { [face] }
    }

    /// `string` shaped in `face` at `size` points.
    static func shaped(_ string: String, face: OpenTypeFont, size: CGFloat, direction: LayoutDirection = .leftToRight) -> ShapedText {
        let font = ResolvedFont(pointSize: size, weight: 400, isItalic: false, design: .default, name: nil, usesMonospacedDigits: false)
        return ShapedText(runs: [ShapedText.Input(string: string, font: font, extraSpacing: 0)], provider: SingleFaceProvider(face), layoutDirection: direction)
    }

    /// The scalars of `string` and each one's character index.
    static func scalars(_ string: String) -> ([Unicode.Scalar], [Int]) {
        var scalars: [Unicode.Scalar] = [], clusters: [Int] = []
        for (index, character) in string.enumerated() {
            for scalar in character.unicodeScalars {
                scalars.append(scalar)
                clusters.append(index)
            }
        }
        return (scalars, clusters)
    }
}
