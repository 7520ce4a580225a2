import XCTest
@testable import Arrange

/// Animated updates in a headless `ViewHost`. SwiftUI's documentation of `withAnimation(_:_:)`:
/// "Returns the result of recomputing the view's body with the provided animation"; of
/// `animation(_:value:)`: "Applies the given animation to this view when the specified value
/// changes"; of `AnyLayout`: switching layouts "preserves the identity of the views", so the
/// change animates (WWDC22 "Compose custom layouts with SwiftUI", 25:18). Linear animations give
/// exact arithmetic: a box moving from x = 50 to x = 140 is at 50 + 90·t at time t.
final class AnimatedHostTests: XCTestCase {
    func testWithAnimationLinearMovesTheBoxLinearly() {
        let host = makeHost(MovingBox(animation: .linear(duration: 1)))
        XCTAssertEqual(host.frame(of: "box"), CGRect(x: 50, y: 85, width: 10, height: 10))
        XCTAssertFalse(host.isAnimating)
        XCTAssertTrue(host.tap(on: "button"))
        XCTAssertTrue(host.isAnimating)
        XCTAssertEqual(host.frame(of: "box"), CGRect(x: 50, y: 85, width: 10, height: 10), "t = 0: where it was")
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "box"), CGRect(x: 95, y: 85, width: 10, height: 10), "t = ½: half way")
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "box"), CGRect(x: 140, y: 85, width: 10, height: 10), "t = 1: the new frame")
        XCTAssertFalse(host.isAnimating, "isAnimating flips back to false at the end")
    }

    func testTheDisplayListDrawsThePresentedFrames() {
        let host = makeHost(MovingBox(animation: .linear(duration: 1)))
        host.tap(on: "button")
        host.advance(by: 0.25)
        let fills = items(of: "box", in: host.displayList)
        XCTAssertEqual(fills, [.fill(Path(CGRect(x: 72.5, y: 85, width: 10, height: 10)), color: DisplayList.RGBA(Color.red), rule: .nonZero)])
        // The box and the fixed frame around it.
        XCTAssertEqual(host.snapshot.placedFrames.filter { $0.size == CGSize(width: 10, height: 10) }, [CGRect(x: 72.5, y: 85, width: 10, height: 10), CGRect(x: 72.5, y: 85, width: 10, height: 10)])
    }

    func testUnanimatedChangeJumps() {
        let host = makeHost(MovingBox(animation: nil))
        host.tap(on: "button")
        XCTAssertEqual(host.frame(of: "box")?.minX, 140)
        XCTAssertFalse(host.isAnimating)
        let plain = makeHost(MovingBox(animation: .linear(duration: 1), animated: false))
        plain.tap(on: "button")
        XCTAssertEqual(plain.frame(of: "box")?.minX, 140)
    }

    func testDisablesAnimationsTurnsTheAnimationOff() {
        struct Disabled: View {
            @State var right = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).id("box")
                        .frame(width: 100, height: 10, alignment: right ? .trailing : .leading)
                        .transaction { $0.disablesAnimations = true }
                    Button(action: { withAnimation(.linear(duration: 1)) { right.toggle() } }) { Color.blue.frame(width: 40, height: 20) }.id("button")
                }
            }
        }
        let host = makeHost(Disabled())
        host.tap(on: "button")
        XCTAssertEqual(host.frame(of: "box")?.minX, 140)
    }

    func testAnimationModifierAnimatesItsViewWhenTheValueChanges() {
        let host = makeHost(ImplicitlyAnimatedBox())
        XCTAssertEqual(host.frame(of: "box")?.minX, 50)
        host.tap(on: "button")
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "box")?.minX, 95, "inside .animation(_:value:): animated")
        XCTAssertEqual(host.frame(of: "plain")?.minX, 110, "outside it: at its new place at once")
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "box")?.minX, 140)
        XCTAssertFalse(host.isAnimating)
    }

    func testAnyLayoutSwitchKeepsIdentityAndInterpolates() {
        let host = makeHost(LayoutSwitch())
        let before = (a: host.frame(of: "a")!, b: host.frame(of: "b")!)
        let identities = host.displayList.items.map(\.identity)
        host.tap(on: "button")
        host.advance(by: 1)
        let after = (a: host.frame(of: "a")!, b: host.frame(of: "b")!)
        XCTAssertNotEqual(before.b, after.b)
        XCTAssertEqual(host.displayList.items.map(\.identity), identities, "the same views, by identity")
        // Back, and look half way.
        let host2 = makeHost(LayoutSwitch())
        host2.tap(on: "button")
        XCTAssertEqual(host2.frame(of: "b"), before.b, "t = 0: the horizontal stack's frame")
        host2.advance(by: 0.5)
        let mid = host2.frame(of: "b")!
        XCTAssertEqual(mid.minX, (before.b.minX + after.b.minX) / 2)
        XCTAssertEqual(mid.minY, (before.b.minY + after.b.minY) / 2)
        XCTAssertEqual(host2.displayList.items.map(\.identity), identities)
    }

    func testInsertionRunsTheTransition() {
        let host = makeHost(InsertedBox(transition: .opacity))
        XCTAssertNil(host.frame(of: "new"))
        host.tap(on: "button")
        XCTAssertEqual(items(of: "new", in: host.displayList).first, .pushOpacity(0))
        host.advance(by: 0.5)
        XCTAssertEqual(items(of: "new", in: host.displayList).first, .pushOpacity(0.5))
        XCTAssertEqual(items(of: "new", in: host.displayList).last, .popOpacity)
        host.advance(by: 0.5)
        XCTAssertEqual(items(of: "new", in: host.displayList).count, 1, "just the fill at the end")
        XCTAssertFalse(host.isAnimating)
    }

    func testOffsetTransitionTranslates() {
        let host = makeHost(InsertedBox(transition: .offset(x: 100, y: -40)))
        host.tap(on: "button")
        host.advance(by: 0.5)
        XCTAssertEqual(items(of: "new", in: host.displayList).first, .pushTransform(CGAffineTransform(translationX: 50, y: -20)))
    }

    func testMoveAndScaleTransitionsUseTheViewsFrame() {
        let move = makeHost(InsertedBox(transition: .move(edge: .leading)))
        move.tap(on: "button")
        move.advance(by: 0.5)
        XCTAssertEqual(items(of: "new", in: move.displayList).first, .pushTransform(CGAffineTransform(translationX: -5, y: 0)), "half the box's width")
        let scale = makeHost(InsertedBox(transition: .scale(scale: 0, anchor: .topLeading)))
        scale.tap(on: "button")
        scale.advance(by: 0.5)
        let frame = scale.frame(of: "new")!
        let expected = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
            .concatenating(CGAffineTransform(scaleX: 0.5, y: 0.5)).concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        XCTAssertEqual(items(of: "new", in: scale.displayList).first, .pushTransform(expected))
    }

    func testRemovalKeepsDrawingTheViewUntilItsTransitionEnds() {
        let host = makeHost(InsertedBox(transition: .opacity))
        host.tap(on: "button")
        host.advance(by: 1)
        let shownAt = host.frame(of: "new")!
        host.tap(on: "button")
        XCTAssertNil(host.frame(of: "new"), "removed from the layout")
        host.advance(by: 0.5)
        let drawn = items(of: "new", in: host.displayList)
        XCTAssertEqual(drawn, [.pushOpacity(0.5), .fill(Path(shownAt), color: DisplayList.RGBA(Color.red), rule: .nonZero), .popOpacity])
        let list = host.displayList.items
        let removedAt = list.firstIndex { $0.identity.explicitID == AnyHashable("new") }!
        let buttonAt = list.firstIndex { $0.identity.explicitID == AnyHashable("button") }!
        XCTAssertLessThan(removedAt, buttonAt, "painted where it was among its siblings: before the button")
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 0.5)
        XCTAssertEqual(items(of: "new", in: host.displayList), [], "gone after the transition")
        XCTAssertFalse(host.isAnimating)
    }

    func testAsymmetricAndIdentityTransitions() {
        let host = makeHost(InsertedBox(transition: .asymmetric(insertion: .identity, removal: .slide)))
        host.tap(on: "button")
        XCTAssertEqual(items(of: "new", in: host.displayList).count, 1, "identity: drawn plainly")
        host.advance(by: 1)
        host.tap(on: "button")
        host.advance(by: 0.5)
        XCTAssertEqual(items(of: "new", in: host.displayList).first, .pushTransform(CGAffineTransform(translationX: 5, y: 0)), "slide removes towards the trailing edge")
    }

    func testRetargetingStartsFromTheShownFrame() {
        let host = makeHost(MovingBox(animation: .linear(duration: 1)))
        host.tap(on: "button")
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "box")?.minX, 95)
        host.tap(on: "button") // back to the leading edge, from where it is
        XCTAssertEqual(host.frame(of: "box")?.minX, 95)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "box")?.minX, 72.5)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "box")?.minX, 50)
        XCTAssertFalse(host.isAnimating)
    }

    func testSpringRetargetingKeepsTheVelocity() {
        let host = makeHost(MovingBox(animation: .spring(duration: 0.5, bounce: 0)))
        host.tap(on: "button")
        host.advance(by: 0.1)
        let x = host.frame(of: "box")!.minX
        XCTAssertGreaterThan(x, 50)
        host.tap(on: "button") // back towards 50
        XCTAssertEqual(host.frame(of: "box")!.minX, x, accuracy: 1e-9, "continues from where it is")
        host.advance(by: 0.01)
        XCTAssertGreaterThan(host.frame(of: "box")!.minX, x, "still moving right: the velocity is kept")
        host.advance(by: 5)
        XCTAssertEqual(host.frame(of: "box")?.minX, 50)
        XCTAssertFalse(host.isAnimating)
    }

    func testUnrelatedUpdateDoesNotStopAnAnimation() {
        let host = makeHost(MovingBox(animation: .linear(duration: 1)))
        host.tap(on: "button")
        host.advance(by: 0.5)
        host.update(size: CGSize(width: 200, height: 200)) // an update that changes nothing
        XCTAssertEqual(host.frame(of: "box")?.minX, 95)
        host.advance(by: 0.25)
        XCTAssertEqual(host.frame(of: "box")?.minX, 117.5)
    }

    func testRepeatCountAutoreverses() {
        let host = makeHost(MovingBox(animation: .linear(duration: 1).repeatCount(3, autoreverses: true)))
        host.tap(on: "button")
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "box")?.minX, 95)
        host.advance(by: 0.75) // t = 1.25: the second run, backwards, 0.75 of the way
        XCTAssertEqual(host.frame(of: "box")?.minX, 117.5)
        host.advance(by: 1) // t = 2.25: the third run, forwards, a quarter of the way
        XCTAssertEqual(host.frame(of: "box")?.minX, 72.5)
        XCTAssertTrue(host.isAnimating)
        host.advance(by: 0.75)
        XCTAssertEqual(host.frame(of: "box")?.minX, 140)
        XCTAssertFalse(host.isAnimating)
    }

    func testRepeatForeverKeepsAnimating() {
        let host = makeHost(MovingBox(animation: .linear(duration: 1).repeatForever(autoreverses: false)))
        host.tap(on: "button")
        host.advance(by: 10.25)
        XCTAssertEqual(host.frame(of: "box")?.minX, 72.5)
        XCTAssertTrue(host.isAnimating)
    }

    func testDelayWaitsThenAnimates() {
        let host = makeHost(MovingBox(animation: .linear(duration: 1).delay(0.5)))
        host.tap(on: "button")
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "box")?.minX, 50)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "box")?.minX, 95)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "box")?.minX, 140)
        XCTAssertFalse(host.isAnimating)
    }

    func testSpeedScalesTime() {
        let host = makeHost(MovingBox(animation: .linear(duration: 1).speed(2)))
        host.tap(on: "button")
        host.advance(by: 0.25)
        XCTAssertEqual(host.frame(of: "box")?.minX, 95)
        host.advance(by: 0.25)
        XCTAssertEqual(host.frame(of: "box")?.minX, 140)
        XCTAssertFalse(host.isAnimating)
    }

    func testNonFiniteTimingsFinishAtOnce() {
        for animation in [Animation.linear(duration: .nan), .linear(duration: -1), .linear(duration: 1).speed(-1),
                          .linear(duration: 1).speed(.nan), .linear(duration: 1).speed(0), .spring(response: .nan),
                          .easeIn(duration: .infinity)] {
            let host = makeHost(MovingBox(animation: animation))
            host.tap(on: "button")
            XCTAssertEqual(host.frame(of: "box")?.minX, 140, "\(animation)")
            XCTAssertFalse(host.isAnimating, "\(animation)")
        }
        let delayed = makeHost(MovingBox(animation: .linear(duration: 1).delay(.infinity)))
        delayed.tap(on: "button")
        delayed.advance(by: 0.5)
        XCTAssertEqual(delayed.frame(of: "box")?.minX, 95, "a non-finite delay counts as none")
        let host = makeHost(MovingBox(animation: .linear(duration: 1)))
        host.tap(on: "button")
        host.advance(by: .nan)
        host.advance(by: -1)
        XCTAssertEqual(host.frame(of: "box")?.minX, 50, "the clock ignores NaN and negative steps")
    }

    func testAnimatableLayoutDataIsInterpolatedAndLaidOutPerFrame() {
        let host = makeHost(TurningCircle())
        let start = host.frame(of: "dot")!
        host.tap(on: "button")
        host.advance(by: 0.5)
        let mid = host.frame(of: "dot")!
        // A quarter turn: the dot is on the circle's vertical through its centre, not on the
        // straight line between its start and end (which would pass through the centre).
        XCTAssertEqual(mid.midX, start.midX - 40, accuracy: 1e-9)
        XCTAssertEqual(mid.midY, start.midY + 40, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "dot")!.midX, start.midX - 80, accuracy: 1e-9)
        XCTAssertFalse(host.isAnimating)
    }

    func testBindingAnimationAnimates() {
        struct Bound: View {
            @State var right = false
            var body: some View {
                let binding = $right.animation(.linear(duration: 1))
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).id("box")
                        .frame(width: 100, height: 10, alignment: right ? .trailing : .leading)
                    Button(action: { binding.wrappedValue.toggle() }) { Color.blue.frame(width: 40, height: 20) }.id("button")
                }
            }
        }
        let host = makeHost(Bound())
        let x = host.frame(of: "box")!.minX
        XCTAssertTrue(host.tap(on: "button"))
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "box")!.minX, x + 45)
    }
}
