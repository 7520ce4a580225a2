import XCTest
@testable import Arrange

/// A relayout hands an unchanged grid its previous cache, whose subviews belonged to the previous
/// pass's graph; measuring through them crashed (found by the animation property tests). The
/// relayout must instead give exactly what a full layout of the new tree gives (issue 5: "results
/// identical to a full layout").
final class GridRelayoutTests: XCTestCase {
    private struct Screen: View {
        var width: CGFloat
        var body: some View {
            VStack {
                Grid(horizontalSpacing: 60) {
                    GridRow {
                        ViewThatFits(in: .vertical) { Spacer().gridCellColumns(2) }.aspectRatio(nil, contentMode: .fit)
                    }
                    GridRow {
                        Color.red.frame(width: 30, height: 10).id("cell")
                        Text("Votes")
                    }
                }
                Color.blue.frame(width: width, height: 20)
            }
        }
    }

    func testAnUnchangedGridRelaysOutAsAFullLayoutDoes() {
        let area = CGSize(width: 400, height: 400)
        let host = LayoutHost(rootView: Screen(width: 200), size: area)
        for width in [300.0, 120, 200] {
            host.update(rootView: Screen(width: width))
            let full = LayoutSnapshot(of: Screen(width: width), in: area)
            XCTAssertEqual(host.snapshot.frame(of: "cell"), full.frame(of: "cell"))
            XCTAssertEqual(host.snapshot.rootFrame, full.rootFrame)
            XCTAssertEqual(host.snapshot.description, full.description)
        }
    }

    func testAViewHostResizingAGridKeepsItsFrames() {
        let host = ViewHost(rootView: Screen(width: 200), size: CGSize(width: 400, height: 400))
        host.update(size: CGSize(width: 300, height: 300))
        let full = LayoutSnapshot(of: Screen(width: 200), in: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.snapshot.frame(of: "cell"), full.frame(of: "cell"))
    }
}
