import XCTest
@testable import Arrange

/// `@GestureState` with `updating(_:body:)`. Apple's documentation: a gesture state "updates a
/// property while the user performs a gesture and resets the property back to its initial
/// state when the gesture ends", and the updating callback runs "as the gesture's value changes".
final class GestureStateTests: XCTestCase {
    /// A bar 40 points wide plus the drag's horizontal translation (so its frame shows the state).
    private struct StretchBar: View {
        @GestureState private var stretch: CGFloat
        let log: EventLog

        init(log: EventLog, resetTransaction: Transaction = Transaction()) {
            self.log = log
            _stretch = GestureState(wrappedValue: 0, resetTransaction: resetTransaction)
        }

        var body: some View {
            Color.red.frame(width: 40 + stretch, height: 40).id("bar")
                .gesture(DragGesture(minimumDistance: 0)
                    .updating($stretch) { value, state, _ in
                        state = value.translation.width
                        log.events.append("updating \(Int(value.translation.width))")
                    }
                    .onEnded { _ in log.events.append("ended") })
        }
    }

    func testUpdatingRunsDuringTheDragAndTheStateResetsAtTheEnd() {
        let log = EventLog()
        let host = makeHost(StretchBar(log: log))
        XCTAssertEqual(host.frame(of: "bar")?.width, 40)
        // The bar spans 80...120.
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        host.pointerMove(to: CGPoint(x: 130, y: 100))
        XCTAssertEqual(host.frame(of: "bar")?.width, 70)   // 40 + 30
        host.pointerMove(to: CGPoint(x: 150, y: 100))
        XCTAssertEqual(host.frame(of: "bar")?.width, 90)   // 40 + 50
        host.pointerUp(at: CGPoint(x: 150, y: 100))
        XCTAssertEqual(host.frame(of: "bar")?.width, 40)   // reset to the initial 0
        XCTAssertEqual(log.events, ["updating 0", "updating 30", "updating 50", "ended"])
        XCTAssertFalse(host.isAnimating)                     // the default reset transaction has no animation
    }

    func testTheResetTransactionAnimatesTheReset() {
        let log = EventLog()
        let host = makeHost(StretchBar(log: log, resetTransaction: Transaction(animation: .linear(duration: 1))))
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        host.pointerMove(to: CGPoint(x: 140, y: 100))
        host.pointerUp(at: CGPoint(x: 140, y: 100))
        XCTAssertTrue(host.isAnimating)
        // Linear over 1 s from 80 wide to 40: half way, 60.
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "bar")?.width ?? 0, 60, accuracy: 1e-6)
    }

    func testCancellingThePressResetsTheStateWithoutEnding() {
        let log = EventLog()
        let host = makeHost(StretchBar(log: log))
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        host.pointerMove(to: CGPoint(x: 120, y: 100))
        XCTAssertTrue(host.isPointerDown)
        host.cancelPointers()
        XCTAssertFalse(host.isPointerDown)
        XCTAssertEqual(host.frame(of: "bar")?.width, 40)
        XCTAssertEqual(log.events, ["updating 0", "updating 20"])
    }

    func testTheUpdatingTransactionAnimatesTheChange() {
        struct Grower: View {
            @GestureState private var isPressing = false
            var body: some View {
                Color.red.frame(width: isPressing ? 80 : 40, height: 40).id("bar")
                    .gesture(LongPressGesture(minimumDuration: 2).updating($isPressing) { value, state, transaction in
                        state = value
                        transaction.animation = .linear(duration: 1)
                    })
            }
        }
        let host = makeHost(Grower())
        host.pointerDown(at: CGPoint(x: 100, y: 100))
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 0.25)
        // A quarter of the way from 40 to 80.
        XCTAssertEqual(host.frame(of: "bar")?.width ?? 0, 50, accuracy: 1e-6)
    }

    func testOutsideAHostTheStateHoldsItsInitialValue() {
        let state = GestureState(wrappedValue: 7)
        XCTAssertEqual(state.wrappedValue, 7)
        XCTAssertEqual(state.projectedValue.wrappedValue, 7)
        let optional = GestureState<Int?>()
        XCTAssertNil(optional.wrappedValue)
    }
}
