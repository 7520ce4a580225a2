import XCTest
@testable import Arrange
import ArrangeRendering

/// Styles as pixels at 2× (the apps' and gallery's scale): the switch, a material capsule on
/// white, and a redacted text's bar.
final class StylePixelTests: XCTestCase {
    private func image<V: View>(_ view: V, width: CGFloat, height: CGFloat) throws -> DecodedPNG {
        let list = LayoutSnapshot(of: view, in: CGSize(width: width, height: height), environment: boxEnvironment()).displayList
        return try DecodedPNG(PNGRenderer(scale: 2, isOpaque: true).render(list))
    }

    /// The switch is 51 × 31 points (a `UISwitch`'s frame, Docs/Differences.md, "Styles") at the
    /// trailing edge of a toggle 80 points wide: at 2×, from pixel 58 to 160, 62 pixels tall. On,
    /// the track is iOS's green (52 199 89) 4 points inside its leading end at mid-height and the
    /// knob (27 across, 2 in from the trailing end) white at its centre; the pixels before the
    /// track and below it are the white page.
    func testTheSwitchIs51By31PointsAtTwoX() throws {
        let picture = try image(Toggle(isOn: .constant(true)) { EmptyView() }.frame(width: 80, height: 40, alignment: .top),
                                width: 80, height: 40)
        XCTAssertEqual(picture.width, 160)
        XCTAssertEqual(Array(picture[2 * 29 + 8, 31].prefix(3)), [52, 199, 89])
        XCTAssertEqual(Array(picture[2 * 29 - 2, 31].prefix(3)), [255, 255, 255])
        XCTAssertEqual(Array(picture[2 * 80 - 4 - 27, 31].prefix(3)), [255, 255, 255])
        XCTAssertEqual(Array(picture[2 * 29 + 8, 2 * 31 + 2].prefix(3)), [255, 255, 255])
        XCTAssertEqual(Array(picture[2 * 29 + 51, 2].prefix(3)), [52, 199, 89])
    }

    /// A `.regularMaterial` capsule (the layout switcher's) on a white page is light grey inside
    /// (systemGray5 at 70 % over white: 236.8, 236.8, 240.3; Docs/Differences.md, "Styles") and
    /// white outside, so it shows.
    func testAMaterialCapsuleShowsOnWhite() throws {
        let capsule = Color.clear.frame(width: 40, height: 20).background(.regularMaterial).clipShape(.capsule)
        let picture = try image(capsule.padding(5), width: 50, height: 30)
        let inside = picture[50, 30], outside = picture[4, 4]
        XCTAssertTrue((236...237).contains(inside[0]) && (236...237).contains(inside[1]) && (240...241).contains(inside[2]), "\(inside)")
        XCTAssertEqual(Array(outside.prefix(3)), [255, 255, 255])
    }

    /// A redacted line is a bar in the text's colour at 20 % (black over white: 204) across the
    /// text's frame ("Hello" in 10 pt box metrics: 25 × 10 points), white beyond it.
    func testARedactedTextIsABarInItsFrame() throws {
        let text = Text("Hello").font(.system(size: 10)).redacted(reason: .placeholder)
        let picture = try image(text.frame(width: 40, height: 10, alignment: .leading), width: 40, height: 10)
        XCTAssertEqual(Array(picture[25, 10].prefix(3)), [204, 204, 204])
        XCTAssertEqual(Array(picture[60, 10].prefix(3)), [255, 255, 255])
    }
}
