import XCTest
@testable import Arrange

/// `Anchor`, `anchorPreference(key:value:transform:)` and `GeometryProxy`'s anchor subscript.
/// Apple's documentation: an anchor is "an opaque value derived from an anchor source and a
/// particular view", converted "to a Value in the coordinate space of a target view by using a
/// GeometryProxy"; `.bounds` is "the entire bounding rect of the current view", `.rect(_:)` and
/// `.point(_:)` are defined in the current view.
final class AnchorPreferenceTests: XCTestCase {
    /// The first anchor set below.
    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    /// Every point anchor set below, in tree order.
    struct PointsKey: PreferenceKey {
        static let defaultValue: [Anchor<CGPoint>] = []
        static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
            value += nextValue()
        }
    }

    /// A 10-wide column, then a 40 × 30 padded stack at x = 10: inside it, padding 5 around a
    /// 30 × 20 stack of a 20-wide red tile (centred) over a 30-wide blue one. The blue tile's
    /// global frame is (10 + 5, 5 + 10, 30, 10) = (15, 15, 30, 10); the overlay's reader is
    /// proposed the padded view's 40 × 30 at (10, 0), so in its space the tile is at (5, 15).
    func testAnchorsResolveInTheReadersCoordinateSpace() {
        var bounds: CGRect?
        var points: [CGPoint] = []
        let padded = VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 10)
                .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                .anchorPreference(key: PointsKey.self, value: .bottomTrailing) { [$0] }
                .transformAnchorPreference(key: PointsKey.self, value: .point(CGPoint(x: 1, y: 2))) { $0.append($1) }
        }
        .padding(5)
        let view = HStack(spacing: 0) {
            Color.gray.frame(width: 10, height: 30)
            padded
                .overlayPreferenceValue(BoundsKey.self) { anchor in
                    GeometryReader { proxy in
                        let _ = bounds = anchor.map { proxy[$0] }
                        Color.clear
                    }
                }
                .overlayPreferenceValue(PointsKey.self) { anchors in
                    GeometryReader { proxy in
                        let _ = points = anchors.map { proxy[$0] }
                        Color.clear
                    }
                }
        }
        _ = LayoutSnapshot(of: view, in: CGSize(width: 50, height: 30))
        XCTAssertEqual(bounds, CGRect(x: 5, y: 15, width: 30, height: 10))
        // Bottom-trailing corner (35, 25), then the point (1, 2) in the tile: (6, 17).
        XCTAssertEqual(points, [CGPoint(x: 35, y: 25), CGPoint(x: 6, y: 17)])
    }

    func testRectSourceIsInTheViewsSpace() {
        var rect: CGRect?
        let view = Color.blue.frame(width: 30, height: 10)
            .anchorPreference(key: BoundsKey.self, value: .rect(CGRect(x: 1, y: 1, width: 2, height: 2))) { $0 }
            .padding(5)
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    let _ = rect = anchor.map { proxy[$0] }
                    Color.clear
                }
            }
        _ = LayoutSnapshot(of: view, in: CGSize(width: 40, height: 20))
        XCTAssertEqual(rect, CGRect(x: 6, y: 6, width: 2, height: 2))
    }

    /// Anchors are equal when they give the same value: in a `ViewHost`, `onPreferenceChange`
    /// runs again when the anchored view moves, not when unrelated state changes. The column is
    /// centred in the host and its views are leading-aligned: widening the red tile from 20 to 30
    /// moves the blue tile 5 points left.
    func testPreferenceChangeSeesAnchoredViewsMove() {
        struct Moving: View {
            let log: PreferenceLog
            @State var width: CGFloat = 20
            @State var unrelated = 0
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: width, height: 10).onTapGesture { width += 10 }.id("grow")
                    Color.blue.frame(width: 10, height: 10).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                    Color.gray.frame(width: 10, height: 10).onTapGesture { unrelated += 1 }.id("unrelated")
                }
                .onPreferenceChange(BoundsKey.self) { _ in log.values.append(unrelated) }
            }
        }
        let log = PreferenceLog()
        let host = makeHost(Moving(log: log))
        XCTAssertEqual(log.values.count, 1)
        host.tap(on: "unrelated")
        _ = host.snapshot
        XCTAssertEqual(log.values.count, 1)
        host.tap(on: "grow")
        _ = host.snapshot
        XCTAssertEqual(log.values.count, 2)
    }
}
