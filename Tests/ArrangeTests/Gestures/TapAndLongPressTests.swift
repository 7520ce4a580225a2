import XCTest
@testable import Arrange

/// `TapGesture`, `SpatialTapGesture`, `LongPressGesture` and `onLongPressGesture` driven by
/// pointer events. Apple's documentation: a long press "succeeds when the user performs a long
/// press" of at least `minimumDuration` (0.5 s by default) and fails if the pointer moves more
/// than `maximumDistance` (10 by default). Tap counting and the 10-point movement tolerance follow
/// Docs/Differences.md, "State and interaction" and "Gestures".
final class TapAndLongPressTests: XCTestCase {
    /// In the 200 × 200 host, the 100 × 100 square spans 50...150 on both axes.
    private func square<G: Gesture>(_ gesture: G) -> some View {
        Color.red.frame(width: 100, height: 100).gesture(gesture)
    }

    func testADoubleTapEndsOnTheSecondTapOfASequence() {
        var taps = 0
        let host = makeHost(square(TapGesture(count: 2).onEnded { taps += 1 }))
        XCTAssertFalse(host.tap(at: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(taps, 0)
        XCTAssertTrue(host.tap(at: CGPoint(x: 102, y: 100)))   // within 0.3 s and 10 points
        XCTAssertEqual(taps, 1)
        // A third tap starts no new pair; the fourth completes one.
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps, 1)
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps, 2)
        // Taps 0.4 s apart are not a sequence.
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.4)
        host.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps, 2)
    }

    func testATapFailsWhenThePointerMovesMoreThanTenPoints() {
        var taps = 0
        let host = makeHost(square(TapGesture().onEnded { taps += 1 }))
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        host.pointerMove(to: CGPoint(x: 106, y: 108))   // exactly 10 points away
        XCTAssertTrue(host.pointerUp(at: CGPoint(x: 106, y: 108)))
        XCTAssertEqual(taps, 1)
        host.advance(by: 1)
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        host.pointerMove(to: CGPoint(x: 111, y: 100))
        XCTAssertFalse(host.pointerUp(at: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(taps, 1)
    }

    func testASpatialTapReportsWhereThePointerWentUp() {
        var locations: [CGPoint] = [], global: [CGPoint] = []
        let host = makeHost(square(SpatialTapGesture().onEnded { locations.append($0.location) })
            .simultaneousGesture(SpatialTapGesture(count: 1, coordinateSpace: .global).onEnded { global.append($0.location) }))
        host.tap(at: CGPoint(x: 70, y: 125))
        XCTAssertEqual(locations, [CGPoint(x: 20, y: 75)])
        XCTAssertEqual(global, [CGPoint(x: 70, y: 125)])
    }

    func testOnTapGestureInACoordinateSpace() {
        var points: [CGPoint] = []
        let host = makeHost(
            VStack(spacing: 0) {
                Color.gray.frame(width: 100, height: 20)
                Color.red.frame(width: 100, height: 20).onTapGesture(coordinateSpace: .named("column")) { points.append($0) }
            }
            .coordinateSpace(name: "column")
        )
        // The column spans x 50...150, y 80...120; the red bar y 100...120.
        host.tap(at: CGPoint(x: 60, y: 110))
        XCTAssertEqual(points, [CGPoint(x: 10, y: 30)])
    }

    func testALongPressSucceedsOnlyAfterItsDuration() {
        let log = EventLog()
        let host = makeHost(Color.red.frame(width: 100, height: 100)
            .onLongPressGesture(minimumDuration: 1, perform: { log.events.append("long press") },
                                onPressingChanged: { log.events.append("pressing \($0)") }))
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.events, ["pressing true"])
        host.advance(by: 0.5)
        XCTAssertEqual(log.events, ["pressing true"])
        host.advance(by: 0.5)   // 1 s: the duration
        XCTAssertEqual(log.events, ["pressing true", "pressing false", "long press"])
        XCTAssertTrue(host.pointerUp(at: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(log.events.count, 3)
    }

    func testALongPressFailsWhenMovedTooFarOrReleasedEarly() {
        let log = EventLog()
        let host = makeHost(Color.red.frame(width: 100, height: 100)
            .onLongPressGesture(perform: { log.events.append("long press") },
                                onPressingChanged: { log.events.append("pressing \($0)") }))
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.2)
        host.pointerMove(to: CGPoint(x: 110, y: 100))   // 10 points: still within
        host.pointerMove(to: CGPoint(x: 111, y: 100))   // 11 > 10: fails
        XCTAssertEqual(log.events, ["pressing true", "pressing false"])
        host.advance(by: 1)
        XCTAssertFalse(host.pointerUp(at: CGPoint(x: 111, y: 100)))
        XCTAssertEqual(log.events, ["pressing true", "pressing false"])
        // Released at 0.4 s, before the default 0.5 s.
        host.advance(by: 1)
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.4)
        XCTAssertFalse(host.pointerUp(at: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(log.events, ["pressing true", "pressing false", "pressing true", "pressing false"])
    }

    func testLongPressValuesAreTrueWhilePressingAndAtTheEnd() {
        var changes: [Bool] = [], ends: [Bool] = []
        let host = makeHost(square(LongPressGesture(minimumDuration: 0.25).onChanged { changes.append($0) }.onEnded { ends.append($0) }))
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(changes, [true])
        XCTAssertEqual(ends, [])
        host.advance(by: 0.25)
        XCTAssertEqual(ends, [true])
        host.pointerUp(at: CGPoint(x: 100, y: 100))
    }
}
