import XCTest
@testable import Arrange

/// `MagnifyGesture` and `RotateGesture` driven by two pointers (`pointer:` 0 and 1). Apple's
/// documentation: magnification is "the relative amount that the gesture has magnified by",
/// rotation "the relative amount that the gesture has rotated by", `startLocation` "the initial
/// center of the gesture in the modified view's coordinate space". Rules for the two pointers and
/// velocities: Docs/Differences.md, "Gestures".
final class TwoPointerGestureTests: XCTestCase {
    /// In the 200 × 200 host, the 100 × 100 square spans 50...150 on both axes.
    private func square<G: Gesture>(_ gesture: G) -> some View {
        Color.red.frame(width: 100, height: 100).gesture(gesture)
    }

    func testMagnificationIsTheRatioOfDistances() {
        var changes: [MagnifyGesture.Value] = [], ends: [MagnifyGesture.Value] = []
        let host = makeHost(square(MagnifyGesture().onChanged { changes.append($0) }.onEnded { ends.append($0) }))
        host.pointerDown(at: CGPoint(x: 80, y: 100))
        host.pointerDown(at: CGPoint(x: 120, y: 100), pointer: 1)   // 40 apart
        host.advance(by: 0.1)
        host.pointerMove(to: CGPoint(x: 140, y: 100), pointer: 1)   // 60 apart: 1.5
        let value = try! XCTUnwrap(changes.last)
        XCTAssertEqual(value.magnification, 1.5, accuracy: 1e-9)
        XCTAssertEqual(value.velocity, 5, accuracy: 1e-9)          // 0.5 in 0.1 s
        XCTAssertEqual(value.startLocation, CGPoint(x: 50, y: 50))  // the midpoint (100, 100), locally
        XCTAssertEqual(value.startAnchor, UnitPoint(x: 0.5, y: 0.5))
        XCTAssertFalse(host.pointerUp(at: CGPoint(x: 140, y: 100), pointer: 1))   // pointer 0 still down
        XCTAssertEqual(ends.first?.magnification ?? 0, 1.5, accuracy: 1e-9)
        XCTAssertTrue(host.pointerUp(at: CGPoint(x: 80, y: 100)))
    }

    func testRotationIsTheAngleTurned() {
        var ends: [RotateGesture.Value] = []
        let host = makeHost(square(RotateGesture().onEnded { ends.append($0) }))
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        host.pointerDown(at: CGPoint(x: 120, y: 100), pointer: 1)   // the line points along +x
        host.advance(by: 0.5)
        host.pointerMove(to: CGPoint(x: 100, y: 120), pointer: 1)   // now along +y: a quarter turn clockwise on screen
        host.pointerUp(at: CGPoint(x: 100, y: 120), pointer: 1)
        host.pointerUp(at: CGPoint(x: 100, y: 100))
        let value = try! XCTUnwrap(ends.first)
        XCTAssertEqual(value.rotation.degrees, 90, accuracy: 1e-9)
        XCTAssertEqual(value.velocity.degrees, 180, accuracy: 1e-9)  // 90° in 0.5 s
    }

    func testOnePointerCannotMagnify() {
        var ends = 0
        let host = makeHost(square(MagnifyGesture().onEnded { _ in ends += 1 }))
        host.pointerDown(at: CGPoint(x: 80, y: 100))
        host.pointerMove(to: CGPoint(x: 140, y: 100))
        host.pointerUp(at: CGPoint(x: 140, y: 100))
        XCTAssertEqual(ends, 0)
    }

    func testADragFollowsTheFirstPointerOnly() {
        var ends: [CGSize] = []
        let host = makeHost(square(DragGesture().onEnded { ends.append($0.translation) }))
        host.pointerDown(at: CGPoint(x: 60, y: 60))
        host.pointerDown(at: CGPoint(x: 140, y: 140), pointer: 1)
        host.pointerMove(to: CGPoint(x: 100, y: 100), pointer: 1)
        host.pointerMove(to: CGPoint(x: 80, y: 60))
        host.pointerUp(at: CGPoint(x: 80, y: 60))
        XCTAssertEqual(ends, [CGSize(width: 20, height: 0)])
        XCTAssertTrue(host.isPointerDown)   // pointer 1 is still down
        host.pointerUp(at: CGPoint(x: 100, y: 100), pointer: 1)
        XCTAssertFalse(host.isPointerDown)
    }
}
