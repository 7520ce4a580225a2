import XCTest
@testable import Arrange

/// `DragGesture` driven by `ViewHost` pointer events. Apple's documentation: the value's
/// `translation` is "the total translation from the start of the drag gesture to the current
/// event", `startLocation` "the location of the drag gesture's first event", and the gesture
/// "succeeds" after `minimumDistance` (10 by default). Velocity and the predicted end follow
/// Docs/Differences.md, "Gestures": velocity = displacement since the last sample at an earlier
/// clock time ÷ the time between; predicted end = location + velocity × 0.998 / (1 − 0.998) / 1000
/// = velocity × 0.499 s.
final class DragGestureTests: XCTestCase {
    /// In the 200 × 200 host, the 100 × 100 square spans 50...150 on both axes.
    private func square<G: Gesture>(_ gesture: G) -> some View {
        Color.red.frame(width: 100, height: 100).gesture(gesture)
    }

    func testTranslationStartLocationVelocityAndPredictedEnd() {
        var changes: [DragGesture.Value] = [], ended: [DragGesture.Value] = []
        let host = makeHost(square(DragGesture().onChanged { changes.append($0) }.onEnded { ended.append($0) }))
        XCTAssertTrue(host.pointerDown(at: CGPoint(x: 60, y: 60)))
        host.advance(by: 0.1)
        host.pointerMove(to: CGPoint(x: 80, y: 60))   // 20 points: past the minimum distance of 10
        XCTAssertEqual(changes.count, 1)
        let first = changes[0]
        // Local coordinates: the square's origin is (50, 50).
        XCTAssertEqual(first.startLocation, CGPoint(x: 10, y: 10))
        XCTAssertEqual(first.location, CGPoint(x: 30, y: 10))
        XCTAssertEqual(first.translation, CGSize(width: 20, height: 0))
        // 20 points in 0.1 s.
        XCTAssertEqual(first.velocity.width, 200, accuracy: 1e-9)
        XCTAssertEqual(first.velocity.height, 0, accuracy: 1e-9)
        XCTAssertEqual(first.predictedEndTranslation.width, 20 + 200 * 0.499, accuracy: 1e-6)
        XCTAssertEqual(first.predictedEndLocation.x, 30 + 200 * 0.499, accuracy: 1e-6)
        XCTAssertEqual(first.time, host.startDate.addingTimeInterval(0.1))
        host.advance(by: 0.1)
        host.pointerMove(to: CGPoint(x: 110, y: 70))
        XCTAssertTrue(host.pointerUp(at: CGPoint(x: 110, y: 70)))
        XCTAssertEqual(changes.count, 2)
        XCTAssertEqual(ended.count, 1)
        let last = ended[0]
        XCTAssertEqual(last.translation, CGSize(width: 50, height: 10))
        // The up is at the same clock time as the last move: velocity over the 0.1 s before,
        // (110 − 80, 70 − 60) / 0.1.
        XCTAssertEqual(last.velocity.width, 300, accuracy: 1e-9)
        XCTAssertEqual(last.velocity.height, 100, accuracy: 1e-9)
        XCTAssertEqual(last.predictedEndTranslation.width, 50 + 300 * 0.499, accuracy: 1e-6)
        XCTAssertEqual(last.predictedEndTranslation.height, 10 + 100 * 0.499, accuracy: 1e-6)
        XCTAssertEqual(last.time, host.startDate.addingTimeInterval(0.2))
    }

    func testNothingHappensBeforeTheMinimumDistance() {
        var changes = 0, ends = 0
        let host = makeHost(square(DragGesture(minimumDistance: 30).onChanged { _ in changes += 1 }.onEnded { _ in ends += 1 }))
        host.pointerDown(at: CGPoint(x: 60, y: 60))
        host.pointerMove(to: CGPoint(x: 80, y: 60))   // 20 < 30
        XCTAssertEqual(changes, 0)
        host.pointerMove(to: CGPoint(x: 60, y: 90))   // exactly 30: recognized
        XCTAssertEqual(changes, 1)
        host.pointerUp(at: CGPoint(x: 60, y: 90))
        XCTAssertEqual(ends, 1)
        // A press that never moves far enough fails: no callbacks.
        host.pointerDown(at: CGPoint(x: 60, y: 60))
        XCTAssertFalse(host.pointerUp(at: CGPoint(x: 65, y: 60)))
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(ends, 1)
    }

    func testAZeroMinimumDistanceChangesAtOnceWithZeroVelocity() {
        var changes: [DragGesture.Value] = []
        let host = makeHost(square(DragGesture(minimumDistance: 0).onChanged { changes.append($0) }))
        host.pointerDown(at: CGPoint(x: 70, y: 80))
        XCTAssertEqual(changes.count, 1)
        XCTAssertEqual(changes[0].translation, .zero)
        XCTAssertEqual(changes[0].velocity, .zero)           // no earlier sample
        XCTAssertEqual(changes[0].predictedEndLocation, changes[0].location)
        // Moves at the same clock time: still no earlier sample, so no velocity.
        host.pointerMove(to: CGPoint(x: 75, y: 80))
        XCTAssertEqual(changes[1].velocity, .zero)
        host.pointerUp(at: CGPoint(x: 75, y: 80))
    }

    func testGlobalAndNamedCoordinateSpaces() {
        var global: [DragGesture.Value] = [], named: [DragGesture.Value] = []
        let host = makeHost(
            ZStack {
                Color.blue.frame(width: 100, height: 100)
                    .gesture(DragGesture(coordinateSpace: .global).onEnded { global.append($0) })
                    .simultaneousGesture(DragGesture(coordinateSpace: .named("stage")).onEnded { named.append($0) })
            }
            .padding(20)
            .coordinateSpace(name: "stage")
        )
        // The padded stack spans 30...170; the square 50...150.
        host.pointerDown(at: CGPoint(x: 60, y: 60))
        host.pointerMove(to: CGPoint(x: 90, y: 100))
        host.pointerUp(at: CGPoint(x: 90, y: 100))
        XCTAssertEqual(global.first?.startLocation, CGPoint(x: 60, y: 60))
        XCTAssertEqual(global.first?.location, CGPoint(x: 90, y: 100))
        XCTAssertEqual(named.first?.startLocation, CGPoint(x: 30, y: 30))
        XCTAssertEqual(named.first?.translation, CGSize(width: 30, height: 40))
    }
}
