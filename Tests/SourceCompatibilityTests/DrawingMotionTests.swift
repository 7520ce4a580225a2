import XCTest
import Foundation
import Arrange

/// `TimelineView`, `Canvas` and `matchedGeometryEffect` written as SwiftUI code in the Swift 6 language mode (see
/// `IsolationTests` for why each test enters the main actor).

/// A progress bar that grows 10 points a second, as a `TimelineView(.periodic(from:by:))` shows
/// it (Apple's documentation of `TimelineView`: the content is rebuilt at each entry with the
/// entry's date).
struct GrowingBar: View {
    let start: Date
    var body: some View {
        TimelineView(.periodic(from: start, by: 1)) { context in
            let seconds = context.date.timeIntervalSince(start)
            Color.blue.frame(width: 10 * seconds, height: 10).id("bar")
        }
    }
}

/// A pie drawn in a canvas, as Apple's documentation of `Canvas` draws a filled ellipse.
struct Pie: View {
    var body: some View {
        Canvas { context, size in
            let rect = CGRect(origin: .zero, size: size)
            context.fill(Path(ellipseIn: rect), with: .color(.green))
            var inner = context
            inner.translateBy(x: size.width / 2, y: size.height / 2)
            inner.rotate(by: .degrees(45))
            inner.stroke(Path(CGRect(x: -5, y: -5, width: 10, height: 10)), with: .color(.red), lineWidth: 2)
        }
        .frame(width: 300, height: 200)
        .id("pie")
    }
}

/// A thumbnail and a detail slot linked by `matchedGeometryEffect` in a `@Namespace`, as Apple's
/// documentation of the modifier shows: the non-source placeholder takes the source's frame.
struct LinkedThumbnail: View {
    @Namespace private var namespace
    var body: some View {
        VStack(spacing: 0) {
            Color.orange.frame(width: 100, height: 60).matchedGeometryEffect(id: "photo", in: namespace)
            Color.gray.id("shadow").matchedGeometryEffect(id: "photo", in: namespace, isSource: false).frame(width: 30, height: 30)
        }
    }
}

final class DrawingMotionTests: XCTestCase {
    /// The stack is 100 × 90 centred in 200 × 200, so the source is at (50, 55); the follower
    /// takes that frame (`.frame`, the default properties).
    func testMatchedGeometryEffectLinksFrames() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: LinkedThumbnail(), size: CGSize(width: 200, height: 200))
            XCTAssertEqual(host.frame(of: "shadow"), CGRect(x: 50, y: 55, width: 100, height: 60))
        }
    }

    /// The host's clock drives the timeline: 2.5 s after a start at the host's own start date the
    /// entry reached is the one at 2 s, so the bar is 20 wide.
    func testTimelineViewFollowsTheHostsClock() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: GrowingBar(start: .distantFuture), size: CGSize(width: 200, height: 100))
            host.update(rootView: GrowingBar(start: host.startDate))
            XCTAssertEqual(host.frame(of: "bar")?.width, 0)
            host.advance(by: 2.5)
            XCTAssertEqual(host.frame(of: "bar")?.width, 20)
        }
    }

    /// `TimelineView(.everyMinute)` and `.animation` build with a context date and cadence.
    func testScheduleStaticMembersBuild() {
        MainActor.assumeIsolated {
            let clock = TimelineView(.everyMinute) { context in
                Color.red.frame(width: context.cadence == .live ? 10 : 0, height: 10).id("clock")
            }
            let host = ViewHost(rootView: clock, size: CGSize(width: 100, height: 100))
            XCTAssertEqual(host.frame(of: "clock")?.width, 10)
            let paused = TimelineView(.animation(minimumInterval: 0.5, paused: true)) { _ in Color.red }
            XCTAssertEqual(LayoutSnapshot(of: paused, proposal: ProposedViewSize(width: 30, height: 20)).size, CGSize(width: 30, height: 20))
            let explicit = TimelineView(.explicit([Date.distantPast])) { context in
                Color.red.frame(width: context.date == .distantPast ? 5 : 0, height: 5)
            }
            XCTAssertEqual(LayoutSnapshot(of: explicit, proposal: .unspecified).size.width, 5)
        }
    }

    /// The canvas takes its 300 × 200 frame, and its drawing lands in the display list: the
    /// ellipse's fill and the rotated square's stroke.
    func testCanvasDrawsIntoTheDisplayList() {
        MainActor.assumeIsolated {
            let snapshot = LayoutSnapshot(of: Pie(), in: CGSize(width: 400, height: 300))
            XCTAssertEqual(snapshot.frame(of: "pie"), CGRect(x: 50, y: 50, width: 300, height: 200))
            let kinds = snapshot.displayList.items.map { item -> String in
                switch item.content {
                case .fill: return "fill"
                case .stroke: return "stroke"
                default: return "state"
                }
            }
            XCTAssertEqual(kinds.filter { $0 != "state" }, ["fill", "stroke"])
        }
    }
}
