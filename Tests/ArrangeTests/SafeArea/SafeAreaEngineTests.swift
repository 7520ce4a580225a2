import XCTest
@testable import Arrange

/// The safe area in the engine (Docs/LayoutRules.md §13; Docs/Engine.md, "Fast paths"): the
/// shortcuts change no frame, relayouts give a full layout's frames, and the layer arithmetic.
final class SafeAreaEngineTests: XCTestCase {
    let area = CGSize(width: 390, height: 844)
    let insets = EdgeInsets(top: 47, leading: 10, bottom: 34, trailing: 20)

    /// A tree using every part of the safe area.
    private func tree(bar: CGFloat) -> some View {
        VStack(spacing: 0) {
            Color.red.id("top").ignoresSafeArea()
            HStack {
                Color.green.frame(width: 50).id("left").ignoresSafeArea(edges: .leading)
                Text("Hello").background(.yellow)
                Color.blue.id("right").ignoresSafeArea()
            }
            .safeAreaPadding(8)
        }
        .safeAreaInset(edge: .bottom) {
            Color.gray.frame(height: bar).id("bar")
        }
    }

    /// Docs/Engine.md, "Fast paths": the fast paths change no frame of a tree with a safe area.
    func testFastPathsChangeNothing() {
        let fast = LayoutSnapshot(of: tree(bar: 60), in: area, safeAreaInsets: insets)
        let general = LayoutSnapshot(withoutFastPaths: tree(bar: 60), in: area, safeAreaInsets: insets)
        for id in ["top", "left", "right", "bar"] {
            XCTAssertEqual(fast.frame(of: id), general.frame(of: id), id)
        }
        // §13: the left 50-wide frame reaches the safe-area padding's leading boundary (at
        // x 10 + 8), so it is proposed x 0 to 68 (out to the host's edge through every layer) and
        // centred there: x (68 − 50) / 2 = 9. The top colour extends to y 0.
        XCTAssertEqual(fast.frame(of: "left")?.minX, 9)
        XCTAssertEqual(fast.frame(of: "top")?.minY, 0)
    }

    /// A `LayoutHost` update gives the frames of a full layout of the new value (the tree is laid
    /// out in full: Docs/Differences.md, "Safe area").
    func testLayoutHostUpdatesMatchAFullLayout() {
        let host = LayoutHost(rootView: AnyView(tree(bar: 60)), size: area, safeAreaInsets: insets)
        host.update(rootView: AnyView(tree(bar: 90)))
        let full = LayoutSnapshot(of: AnyView(tree(bar: 90)), in: area, safeAreaInsets: insets)
        for id in ["top", "left", "right", "bar"] {
            XCTAssertEqual(host.snapshot.frame(of: id), full.frame(of: id), id)
        }
    }

    /// §13: a layer's safe part is its frame less the insets, within the safe area around it.
    func testLayerWithinTheSafeAreaAround() {
        let host = SafeAreaLayer(outer: CGRect(x: 0, y: 0, width: 100, height: 100), safe: CGRect(x: 0, y: 10, width: 100, height: 80))
        let inner = SafeAreaLayer.inset(CGRect(x: 0, y: 50, width: 100, height: 50), by: EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0), within: [host])
        XCTAssertEqual(inner.safe, CGRect(x: 5, y: 50, width: 95, height: 40))
    }

    /// §13: insets larger than a rectangle meet where they would cross, in proportion.
    func testInsetClampedMeetsInProportion() {
        let rect = CGRect(x: 0, y: 0, width: 30, height: 10).insetClamped(by: EdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20))
        XCTAssertEqual(rect, CGRect(x: 15, y: 5, width: 0, height: 0))
    }
}
