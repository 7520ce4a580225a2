import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Navigation stacks and tab views as terminal text, SVG and PNG (Docs/Differences.md,
/// "Navigation and tabs"): the navigation bar is transparent (its scroll-edge appearance), 44
/// points high inline and 96 with a large title, the content under it; the tab bar is 49 points
/// high along the bottom, over the bar material, its selected item in the accent colour.
final class NavigationRenderingTests: XCTestCase {
    private struct Screen: View {
        var body: some View {
            NavigationStack {
                Text("Body")
                    .navigationTitle("Inbox")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                    }
            }
        }
    }

    /// Cells of 8 × 16 points (the renderer's default), box font: "Add" (3 × 5 = 15 points at
    /// 10 points) ends at the 16-point margin, x 169…184 of 200: column 169 / 8 = 21, in the
    /// 44-point bar (row 1); the large title starts at x 16, column 2, in the large-title area
    /// y 44…96 (row 4); "Body" is centred under the bar.
    func testTerminalNavigationStack() {
        let snapshot = LayoutSnapshot(of: Screen().font(.system(size: 10)), in: CGSize(width: 200, height: 160), environment: boxEnvironment())
        let grid = TerminalRenderer().grid(snapshot.displayList)
        assertSnapshot(grid.plainText, named: "terminal-navigation-stack")
        let lines = grid.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines[1], String(repeating: " ", count: 21) + "Add")
        XCTAssertTrue(lines[4].hasPrefix("  Inbox"))
        XCTAssertTrue(grid.plainText.contains("Body"))
    }

    /// The SVG of a tab view holds each item's caption and the selected one's accent colour.
    func testSVGTabView() {
        let view = TabView {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }
            Text("Inbox page").tabItem { Label("Inbox", systemImage: "tray") }.badge(2)
        }
        let list = LayoutSnapshot(of: view.font(.system(size: 10)), in: CGSize(width: 200, height: 150), environment: boxEnvironment()).displayList
        let svg = SVGRenderer(textMode: .text).render(list)
        XCTAssertTrue(svg.contains(">Home<"), svg)
        XCTAssertTrue(svg.contains(">Inbox<"))
        XCTAssertTrue(svg.contains(">2<"), "the badge is drawn")
        XCTAssertFalse(svg.contains("Inbox page"), "the unselected tab is hidden")
        assertSnapshot(svg, named: "svg-tab-view", pathExtension: "svg")
    }

    /// At 1× over a white page: an inline bar leaves the top 44 rows white (transparent bar) and
    /// the blue content starts at row 44; a tab bar covers the bottom 49 rows of the red content.
    func testPixelsOfBarsOverContent() throws {
        let stack = NavigationStack { Color.blue.navigationBarTitleDisplayMode(.inline) }
        let picture = try DecodedPNG(PNGRenderer(scale: 1, isOpaque: true).render(
            LayoutSnapshot(of: stack, in: CGSize(width: 100, height: 200), environment: boxEnvironment()).displayList))
        XCTAssertEqual(Array(picture[50, 20].prefix(3)), [255, 255, 255], "the transparent bar over the white page")
        XCTAssertEqual(Array(picture[50, 43].prefix(3)), [255, 255, 255], "the bar's last row")
        XCTAssertEqual(Array(picture[50, 44].prefix(3)), Array(picture[50, 150].prefix(3)), "the content from row 44")
        XCTAssertNotEqual(Array(picture[50, 44].prefix(3)), [255, 255, 255])
        let tabs = TabView { Color.red.tabItem { Text("Red") } }
        let tabPicture = try DecodedPNG(PNGRenderer(scale: 1, isOpaque: true).render(
            LayoutSnapshot(of: tabs, in: CGSize(width: 100, height: 200), environment: boxEnvironment()).displayList))
        let content = Array(tabPicture[50, 100].prefix(3))
        XCTAssertEqual(Array(tabPicture[50, 150].prefix(3)), content, "the content above the bar (rows 0…150)")
        XCTAssertNotEqual(Array(tabPicture[2, 190].prefix(3)), content, "the bar's material covers rows 151…199")
    }
}
