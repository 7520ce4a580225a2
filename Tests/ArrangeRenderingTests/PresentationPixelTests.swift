import XCTest
@testable import Arrange
import ArrangeRendering

/// Presented layers as pixels at 1×, over a white page (Docs/Differences.md, "Presentation"):
/// a sheet's dimming is black at 40 % (white under it: 255 × 0.6 = 153), its panel the background
/// colour (white) from 10 points below the top, with top corners of radius 10; an alert's dimming
/// is black at 20 % (255 × 0.8 = 204) and its panel 242 242 242.
final class PresentationPixelTests: XCTestCase {
    private func image<V: View>(_ view: V) throws -> DecodedPNG {
        let list = LayoutSnapshot(of: view, in: CGSize(width: 100, height: 200), environment: boxEnvironment()).displayList
        return try DecodedPNG(PNGRenderer(scale: 1, isOpaque: true).render(list))
    }

    func testSheetDimmingPanelAndCorner() throws {
        let picture = try image(Color.white.sheet(isPresented: .constant(true)) { Color.clear })
        XCTAssertEqual(Array(picture[50, 5].prefix(3)), [153, 153, 153], "the dimming above the sheet")
        XCTAssertEqual(Array(picture[50, 100].prefix(3)), [255, 255, 255], "the panel")
        XCTAssertEqual(Array(picture[0, 10].prefix(3)), [153, 153, 153], "outside the rounded top-left corner")
        XCTAssertEqual(Array(picture[50, 10].prefix(3)), [255, 255, 255], "the panel's top edge away from the corners")
    }

    func testAlertDimmingAndPanel() throws {
        let picture = try image(Color.white.alert("Title", isPresented: .constant(true)) {})
        XCTAssertEqual(Array(picture[5, 5].prefix(3)), [204, 204, 204], "the dimming")
        // The panel is 270 wide, wider than the 100-point area, so it covers the middle column.
        XCTAssertEqual(Array(picture[2, 100].prefix(3)), [242, 242, 242], "the panel beside the title")
    }
}
