import XCTest
@testable import Arrange

/// `onGeometryChange(for:of:action:)` in a `ViewHost`. Apple's documentation: it "adds an
/// action to be performed when a value, created from a geometry proxy, changes"; the action is
/// "a closure to run when the transformed data changes". The first value is delivered once, as
/// `onChange(of:initial: true)` delivers it (Docs/Differences.md, "iOS 17 and 18 layout
/// additions"). Hosts are 200 × 200 (`makeHost`).
final class GeometryChangeTests: XCTestCase {
    /// Records the values an action receives.
    final class Log {
        var sizes: [CGSize] = []
        var pairs: [[CGFloat]] = []
    }

    /// A bar `width` wide whose size is observed; a tap widens it by 30.
    struct Observed: View {
        let log: Log
        @State var width: CGFloat = 50
        @State var unrelated = 0

        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: width, height: 30)
                    .onGeometryChange(for: CGSize.self) { proxy in proxy.size } action: { log.sizes.append($0) }
                    .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { old, new in log.pairs.append([old, new]) }
                Color.gray.frame(width: 10, height: 10).onTapGesture { width += 30 }.id("widen")
                Color.gray.frame(width: CGFloat(10 + unrelated), height: 10).onTapGesture { unrelated += 1 }.id("unrelated")
            }
        }
    }

    func testInitialValueIsDeliveredOnce() {
        let log = Log()
        let host = makeHost(Observed(log: log))
        XCTAssertEqual(log.sizes, [CGSize(width: 50, height: 30)])
        XCTAssertEqual(log.pairs, [[50, 50]], "the first call gets the first value as old and new")
        host.tap(on: "unrelated")
        XCTAssertEqual(host.frame(of: "unrelated")?.width, 11)
        XCTAssertEqual(log.sizes.count, 1, "an update that leaves the geometry alone runs no action")
    }

    func testActionRunsWhenTheValueChanges() {
        let log = Log()
        let host = makeHost(Observed(log: log))
        host.tap(on: "widen")
        XCTAssertEqual(log.sizes, [CGSize(width: 50, height: 30), CGSize(width: 80, height: 30)])
        XCTAssertEqual(log.pairs, [[50, 50], [50, 80]])
    }

    /// The action sets state the layout reads: the bar below takes the observed view's 120-point
    /// width after one more update.
    struct Mirrored: View {
        @State var width: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 120, height: 10)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
                Color.blue.frame(width: width, height: 10).id("bar")
            }
        }
    }

    func testActionMayChangeState() {
        let host = makeHost(Mirrored())
        XCTAssertEqual(host.frame(of: "bar")?.width, 120)
        XCTAssertEqual(host.diagnostics, [])
    }

    /// The proxy gives global frames: the 50 × 30 bar, centred with the 10-point rows below in a
    /// 200 × 200 host, is at x = 75, y = (200 - 50) / 2 = 75.
    func testProxyGivesTheViewsGlobalFrame() {
        final class Frames { var values: [CGRect] = [] }
        let frames = Frames()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 30).onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { frames.values.append($0) }
            Color.gray.frame(width: 10, height: 20)
        }
        _ = makeHost(view)
        XCTAssertEqual(frames.values, [CGRect(x: 75, y: 75, width: 50, height: 30)])
    }

    /// An action that changes the geometry it observes every time is stopped like any state that
    /// keeps changing (`ViewHost.maximumConsecutiveUpdates`).
    struct Growing: View {
        @State var width: CGFloat = 10
        var body: some View {
            Color.red.frame(width: width, height: 10)
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 + 1 }
        }
    }

    func testGeometryThatKeepsChangingStops() {
        let host = makeHost(Growing())
        XCTAssertTrue(host.diagnostics.contains { $0.contains("kept changing") })
    }

    /// A snapshot runs no actions, and the modifier adds no node: the frames are those of the
    /// view without it.
    func testSnapshotRunsNoActionAndLayoutIsUnchanged() {
        let log = Log()
        let observed = Color.red.frame(width: 50, height: 30).onGeometryChange(for: CGSize.self) { $0.size } action: { log.sizes.append($0) }
        let snapshot = LayoutSnapshot(of: observed, in: CGSize(width: 200, height: 200))
        let plain = LayoutSnapshot(of: Color.red.frame(width: 50, height: 30), in: CGSize(width: 200, height: 200))
        XCTAssertEqual(log.sizes, [])
        XCTAssertEqual(snapshot.rootFrame, plain.rootFrame)
        XCTAssertEqual(snapshot.statistics.nodeCount, plain.statistics.nodeCount)
    }

    /// Applied to a group, the modifier observes each of the group's views, as modifiers apply
    /// to each view of a group (Docs/Differences.md, "iOS 17 and 18 layout additions").
    func testGroupObservesEachView() {
        final class Widths { var values: [CGFloat] = [] }
        let widths = Widths()
        let view = VStack {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { widths.values.append($0) }
        }
        _ = makeHost(view)
        XCTAssertEqual(widths.values, [10, 20])
    }
}
