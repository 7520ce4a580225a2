import Foundation
import XCTest
@testable import Arrange

/// Transactions and transitions. SwiftUI's documentation: `withTransaction(_:_:)` "Executes a
/// closure with the specified transaction"; `transaction(_:)` "Applies the given transaction
/// mutation function to all animations used within the view"; `Transaction.disablesAnimations`;
/// `AnyTransition.combined(with:)` "the result of both transitions being applied";
/// `push(from:)` moves in "from the specified edge while fading it in"; `animation(_:)` "Attaches
/// an animation to this transition".
final class TransactionTests: XCTestCase {
    func testWithAnimationNestsAndReturnsItsResult() throws {
        XCTAssertNil(Transaction.current)
        let result = withAnimation(.linear) {
            withTransaction(Transaction(animation: .easeIn)) { Transaction.current?.animation }
        }
        XCTAssertEqual(result, .easeIn)
        XCTAssertNil(Transaction.current)
        struct Failure: Error {}
        XCTAssertThrowsError(try withAnimation { throw Failure() })
        let disabled = withTransaction(\.disablesAnimations, true) { Transaction.current?.disablesAnimations }
        XCTAssertEqual(disabled, true)
        var transaction = Transaction(animation: .default)
        transaction.disablesAnimations = true
        XCTAssertNil(transaction.effectiveAnimation)
    }

    func testWithTransactionAnimatesAHost() {
        let host = makeHost(MovingBox(animation: nil, animated: false))
        withTransaction(Transaction(animation: .linear(duration: 1))) {
            host.update(rootView: MovingBox(animation: nil, animated: false))
        }
        XCTAssertFalse(host.isAnimating, "nothing changed")
        host.tap(on: "button")
        XCTAssertEqual(host.frame(of: "box")?.minX, 140, "a plain change jumps")
    }

    func testTransactionModifierSetsTheAnimationOfItsSubtree() {
        struct Modified: View {
            @State var right = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).id("box")
                        .frame(width: 100, height: 10, alignment: right ? .trailing : .leading)
                        .transaction { $0.animation = .linear(duration: 2) }
                    Button(action: { withAnimation(.linear(duration: 1)) { right.toggle() } }) { Color.blue.frame(width: 40, height: 20) }.id("button")
                }
            }
        }
        let host = makeHost(Modified())
        host.tap(on: "button")
        host.advance(by: 1)
        XCTAssertEqual(host.frame(of: "box")?.minX, 95, "two seconds, not one")
        XCTAssertTrue(host.isAnimating)
    }

    func testCombinedAndPushTransitions() {
        let combined = makeHost(InsertedBox(transition: .offset(x: 10).combined(with: .opacity)))
        combined.tap(on: "button")
        combined.advance(by: 0.5)
        XCTAssertEqual(Array(items(of: "new", in: combined.displayList).prefix(2)), [.pushTransform(CGAffineTransform(translationX: 5, y: 0)), .pushOpacity(0.5)])
        let push = makeHost(InsertedBox(transition: .push(from: .bottom)))
        push.tap(on: "button")
        push.advance(by: 0.5)
        XCTAssertEqual(Array(items(of: "new", in: push.displayList).prefix(2)), [.pushTransform(CGAffineTransform(translationX: 0, y: 5)), .pushOpacity(0.5)])
        push.advance(by: 0.5)
        push.tap(on: "button")
        push.advance(by: 0.25)
        XCTAssertEqual(Array(items(of: "new", in: push.displayList).prefix(2)), [.pushTransform(CGAffineTransform(translationX: 0, y: -2.5)), .pushOpacity(0.75)], "removal: towards the opposite edge")
    }

    func testTransitionAnimationOverridesTheUpdates() {
        let host = makeHost(InsertedBox(transition: AnyTransition.opacity.animation(.linear(duration: 4))))
        host.tap(on: "button")
        host.advance(by: 1)
        XCTAssertEqual(items(of: "new", in: host.displayList).first, .pushOpacity(0.25))
    }

    func testScaleTransitionWithNonFiniteScale() {
        let host = makeHost(InsertedBox(transition: .scale(scale: .nan)))
        host.tap(on: "button")
        host.advance(by: 0.5)
        let frame = host.frame(of: "new")!
        let expected = CGAffineTransform(translationX: -frame.midX, y: -frame.midY)
            .concatenating(CGAffineTransform(scaleX: 0.5, y: 0.5)).concatenating(CGAffineTransform(translationX: frame.midX, y: frame.midY))
        XCTAssertEqual(items(of: "new", in: host.displayList).first, .pushTransform(expected), "NaN scale counts as 0")
    }

    func testAnyLayoutInterpolatesTheWrappedLayoutsData() {
        let host = makeHost(TurningCircle(erased: true))
        let start = host.frame(of: "dot")!
        host.tap(on: "button")
        host.advance(by: 0.5)
        let mid = host.frame(of: "dot")!
        XCTAssertEqual(mid.midX, start.midX - 40, accuracy: 1e-9)
        XCTAssertEqual(mid.midY, start.midY + 40, accuracy: 1e-9)
    }

    func testReadmeExampleRunsToTheEnd() {
        let host = ViewHost(rootView: ReadmeSwitcher(), size: CGSize(width: 200, height: 200))
        let before = host.frame(of: 2)!
        XCTAssertTrue(host.tap(on: "switch"))
        var frames = 0
        while host.isAnimating, frames < 600 {
            host.advance(by: 1.0 / 60)
            XCTAssertFalse(host.displayList.items.isEmpty)
            frames += 1
        }
        XCTAssertGreaterThan(frames, 10)
        XCTAssertLessThan(frames, 600)
        let after = host.frame(of: 2)!
        XCTAssertEqual(after.minX, host.frame(of: 0)!.minX, "stacked vertically")
        XCTAssertNotEqual(before, after)
    }
}

/// Hit testing while views move: SwiftUI hit-tests the new layout.
final class AnimatedHitTestingTests: XCTestCase {
    func testAMovingViewReceivesTapsWhereItIsGoing() {
        struct MovingButton: View {
            @State var right = false
            @State var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).onTapGesture { taps += 1 }.id("target")
                        .frame(width: 100, height: 10, alignment: right ? .trailing : .leading)
                    Color.blue.frame(width: taps == 0 ? 40 : 60, height: 20).id("count")
                    Button(action: { withAnimation(.linear(duration: 1)) { right.toggle() } }) { Color.blue.frame(width: 40, height: 20) }.id("button")
                }
            }
        }
        let host = makeHost(MovingButton())
        host.tap(on: "button")
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "target")?.minX, 95, "drawn half way")
        XCTAssertFalse(host.tap(at: CGPoint(x: 100, y: 80)), "not where it is drawn")
        XCTAssertTrue(host.tap(on: "target"), "where it is going")
        host.advance(by: 1)
        XCTAssertEqual(host.frame(of: "count")?.width, 60)
    }

    func testInterpolatingSpringWithASpring() {
        let animation = Animation.interpolatingSpring(Spring(duration: 0.5, bounce: 0.2), initialVelocity: 1)
        let spring = Spring(duration: 0.5, bounce: 0.2)
        XCTAssertEqual(animation.sample(at: 0.1).progress, spring.value(target: 1.0, initialVelocity: 1.0, time: 0.1), accuracy: 1e-12)
    }
}
