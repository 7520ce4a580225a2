import XCTest
@testable import Arrange

/// `ViewHost`'s pointer events (Arrange's addition: Docs/Differences.md, "Gestures"), and bad
/// input: non-finite locations and unmatched events are ignored and reported in `diagnostics`.
final class PointerInputTests: XCTestCase {
    private func dragHost(_ log: EventLog) -> ViewHost<some View> {
        makeHost(Color.red.frame(width: 100, height: 100)
            .gesture(DragGesture().onChanged { log.events.append("changed \(Int($0.translation.width))") }
                .onEnded { log.events.append("ended \(Int($0.translation.width))") }))
    }

    func testANonFiniteDownIsIgnoredAndReported() {
        let log = EventLog()
        let host = dragHost(log)
        XCTAssertFalse(host.pointerDown(at: CGPoint(x: CGFloat.nan, y: 100)))
        XCTAssertFalse(host.isPointerDown)
        XCTAssertEqual(host.diagnostics, ["pointerDown(at:) with a non-finite location (nan, 100.0) is ignored"])
        XCTAssertFalse(host.tap(at: CGPoint(x: 100, y: CGFloat.infinity)))
        XCTAssertEqual(host.diagnostics.last, "pointerDown(at:) with a non-finite location (100.0, inf) is ignored")
        XCTAssertEqual(log.events, [])
    }

    func testANonFiniteMoveOrUpIsIgnoredAndTheDragGoesOn() {
        let log = EventLog()
        let host = dragHost(log)
        host.pointerDown(at: CGPoint(x: 60, y: 100))
        host.pointerMove(to: CGPoint(x: 80, y: 100))
        host.pointerMove(to: CGPoint(x: CGFloat.infinity, y: 100))
        XCTAssertEqual(host.diagnostics, ["pointerMove(to:) with a non-finite location (inf, 100.0) is ignored"])
        XCTAssertFalse(host.pointerUp(at: CGPoint(x: 90, y: CGFloat.nan)))
        XCTAssertTrue(host.isPointerDown)
        XCTAssertTrue(host.pointerUp(at: CGPoint(x: 90, y: 100)))
        XCTAssertEqual(log.events, ["changed 20", "ended 30"])
        XCTAssertEqual(host.diagnostics.count, 2)
    }

    func testUnmatchedEventsAreReported() {
        let log = EventLog()
        let host = dragHost(log)
        host.pointerMove(to: CGPoint(x: 80, y: 100))   // a pointer moving with no button down: ignored quietly
        XCTAssertEqual(host.diagnostics, [])
        XCTAssertFalse(host.pointerUp(at: CGPoint(x: 80, y: 100)))
        XCTAssertEqual(host.diagnostics, ["pointerUp(at:) for pointer 0, which is not down, is ignored"])
        host.pointerDown(at: CGPoint(x: 60, y: 100))
        XCTAssertFalse(host.pointerDown(at: CGPoint(x: 70, y: 100)))
        XCTAssertEqual(host.diagnostics.last, "pointerDown(at:) for pointer 0, which is already down, is ignored")
        XCTAssertFalse(host.tap(at: CGPoint(x: 70, y: 100)))
        XCTAssertEqual(host.diagnostics.last, "tap(at:) while a pointer is down is ignored; send pointerUp(at:) first")
        host.pointerUp(at: CGPoint(x: 60, y: 100))
        XCTAssertEqual(log.events, [])
    }

    func testAPressOnNothingReachesNoGesture() {
        let log = EventLog()
        let host = dragHost(log)
        XCTAssertFalse(host.pointerDown(at: CGPoint(x: 10, y: 10)))   // outside the square
        host.pointerMove(to: CGPoint(x: 100, y: 100))
        XCTAssertFalse(host.pointerUp(at: CGPoint(x: 100, y: 100)))
        XCTAssertEqual(log.events, [])
        XCTAssertEqual(host.diagnostics, [])
    }

    func testBadGestureParametersAreReported() {
        var ends = 0
        let host = makeHost(Color.red.frame(width: 100, height: 100)
            .gesture(DragGesture(minimumDistance: .nan).onEnded { _ in ends += 1 }))
        host.pointerDown(at: CGPoint(x: 60, y: 100))
        XCTAssertEqual(host.diagnostics, ["DragGesture minimumDistance nan is not a finite non-negative number; using 10"])
        host.pointerMove(to: CGPoint(x: 75, y: 100))
        host.pointerUp(at: CGPoint(x: 75, y: 100))
        XCTAssertEqual(ends, 1)
    }
}
