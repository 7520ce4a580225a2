import Foundation
import XCTest
@testable import Arrange

/// The value of SwiftUI's `easeInOut` curve at `x` (0…1), computed here from its definition:
/// the cubic Bézier from (0, 0) to (1, 1) with control points (0.42, 0) and (0.58, 1) (Apple's
/// documentation of `Animation.easeInOut(duration:)` and `UnitCurve.easeInOut`; the CSS
/// `ease-in-out` curve). The Bézier parameter `s` whose x is `x` is found by bisection (x(s) is
/// increasing), then y(s) is returned.
func easeInOutCurve(_ x: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
}

/// The opacity that the first opacity layer of the view marked `.id(id)` shows now.
func shownOpacity<V: View>(of id: AnyHashable, in host: ViewHost<V>) -> Double? {
    guard case .pushOpacity(let value)? = items(of: id, in: host.displayList).first else { return nil }
    return value
}

/// State changes made in different transactions before one update are shown as SwiftUI shows
/// them: each transaction's changes with its own animation, in the order they were made
/// (Apple's documentation of `Transaction`: "the context of the current state-processing
/// update"; of `withAnimation(_:_:)`: "Returns the result of recomputing the view's body with
/// the provided animation" — each call is its own recomputation).
final class TransactionBatchTests: XCTestCase {
    /// An activity indicator as apps write it: eight capsules whose opacity pulses, each
    /// started by its own `withAnimation` with a delay of i/16 s.
    struct ActivityIndicator: View {
        @State private var opacity: [Double] = Array(repeating: 0, count: 8)
        var body: some View {
            HStack(spacing: 2) {
                ForEach(0..<8, id: \.self) { i in
                    Capsule().frame(width: 4, height: 10).opacity(opacity[i]).id(i)
                }
            }
            .onAppear {
                opacity = Array(repeating: 1, count: 8)
                for i in 0..<8 {
                    withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true).delay(Double(i) / 16)) {
                        opacity[i] = 0.3
                    }
                }
            }
        }
    }

    /// The indicator's capsule `i` at time `t`, from the documented timing: the delay i/16
    /// shifts the start; before it the capsule shows 1 (the `onAppear` value, applied without
    /// animation first). After it, with τ = t − i/16, run n = ⌊τ⌋ of the 1 s curve goes forward
    /// when n is even and backward when odd (repeatForever(autoreverses: true): a cycle of
    /// 2 × 1 s), at x = τ − n (forward) or 1 − (τ − n) (backward); the opacity is
    /// 1 + (0.3 − 1)·easeInOut(x).
    static func expectedIndicatorOpacity(_ i: Int, at t: Double) -> Double {
        let tau = t - Double(i) / 16
        guard tau > 0 else { return 1 }
        let run = tau.rounded(.down)
        let local = tau - run
        let x = Int(run) % 2 == 0 ? local : 1 - local
        return 1 + (0.3 - 1) * easeInOutCurve(x)
    }

    func testEachCapsuleOfTheActivityIndicatorPulsesWithItsOwnDelay() {
        let host = makeHost(ActivityIndicator())
        // At t = 0 every capsule shows the onAppear value, 1 (capsule 0 starts now, at x = 0).
        for i in 0..<8 { XCTAssertEqual(shownOpacity(of: i, in: host) ?? -1, 1, accuracy: 1e-9, "capsule \(i) at 0 s") }
        host.advance(by: 0.5)
        // At 0.5 s: capsule 0 is at x = 0.5, easeInOut(0.5) = 0.5 (the curve is symmetric), so
        // 1 − 0.7 × 0.5 = 0.65; capsule 7 at x = 0.5 − 7/16 = 0.0625.
        XCTAssertEqual(shownOpacity(of: 0, in: host) ?? -1, 0.65, accuracy: 1e-6)
        var previous = 0.0
        for i in 0..<8 {
            let expected = Self.expectedIndicatorOpacity(i, at: 0.5)
            let shown = shownOpacity(of: i, in: host) ?? -1
            XCTAssertEqual(shown, expected, accuracy: 1e-6, "capsule \(i) at 0.5 s")
            XCTAssertGreaterThan(shown, previous, "later capsules started later: they have faded less")
            previous = shown
        }
        // At 2 s capsule 0 has run forward then back: it is at x = 0, opacity 1; capsule i is
        // on its way back at x = i/16.
        host.advance(by: 1.5)
        for i in 0..<8 {
            XCTAssertEqual(shownOpacity(of: i, in: host) ?? -1, Self.expectedIndicatorOpacity(i, at: 2), accuracy: 1e-6, "capsule \(i) at 2 s")
        }
        XCTAssertEqual(Self.expectedIndicatorOpacity(0, at: 2), 1, accuracy: 1e-12)
        XCTAssertTrue(host.isAnimating, "repeatForever never ends")
        // At 2.75 s: capsule 3 is at τ = 2.5625, forward run 2, x = 0.5625.
        host.advance(by: 0.75)
        XCTAssertEqual(shownOpacity(of: 3, in: host) ?? -1, 1 - 0.7 * easeInOutCurve(0.5625), accuracy: 1e-6)
    }

    /// A dot whose `onAppear` sets its opacity to 1 and then animates it to 0.5.
    struct AppearingDot: View {
        @State private var level = 0.0
        var body: some View {
            Color.red.frame(width: 10, height: 10).opacity(level).id("dot")
                .onAppear {
                    level = 1
                    withAnimation(.linear(duration: 1)) { level = 0.5 }
                }
        }
    }

    func testAnAnimatedChangeAfterAPlainOneAnimatesFromThePlainOnesValue() {
        let host = makeHost(AppearingDot())
        // The plain change shows at once: 1, not 0.
        XCTAssertEqual(shownOpacity(of: "dot", in: host) ?? -1, 1, accuracy: 1e-12)
        host.advance(by: 0.5)
        // Linear, half way from 1 to 0.5.
        XCTAssertEqual(shownOpacity(of: "dot", in: host) ?? -1, 0.75, accuracy: 1e-12)
        host.advance(by: 0.5)
        XCTAssertEqual(shownOpacity(of: "dot", in: host) ?? -1, 0.5, accuracy: 1e-12)
        XCTAssertFalse(host.isAnimating)
    }

    /// Two bars changed by two `withAnimation` calls in one action.
    struct TwoBars: View {
        @State private var first = false
        @State private var second = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: first ? 30 : 10, height: 10).id("first")
                Color.green.frame(width: second ? 30 : 10, height: 10).id("second")
                Button(action: {
                    withAnimation(.linear(duration: 1)) { first = true }
                    withAnimation(.linear(duration: 2)) { second = true }
                }) { Color.blue.frame(width: 40, height: 20) }.id("button")
            }
        }
    }

    func testViewsChangedByDifferentWithAnimationCallsKeepTheirOwnAnimation() {
        let host = makeHost(TwoBars())
        host.tap(on: "button")
        host.advance(by: 0.5)
        // Linear: 10 + 20 × 0.5/1 and 10 + 20 × 0.5/2.
        XCTAssertEqual(host.frame(of: "first")?.width ?? -1, 20, accuracy: 1e-9)
        XCTAssertEqual(host.frame(of: "second")?.width ?? -1, 15, accuracy: 1e-9)
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "first")?.width ?? -1, 30, accuracy: 1e-9)
        XCTAssertEqual(host.frame(of: "second")?.width ?? -1, 20, accuracy: 1e-9)
        host.advance(by: 1)
        XCTAssertEqual(host.frame(of: "second")?.width ?? -1, 30, accuracy: 1e-9)
        XCTAssertFalse(host.isAnimating)
    }

    /// A plain change, then an animated one, then a plain one, of three bars in one action: only
    /// the second animates.
    struct ThreeChanges: View {
        @State private var widths: [CGFloat] = [10, 10, 10]
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { Color.red.frame(width: widths[$0], height: 10).id($0) }
                Button(action: {
                    widths[0] = 30
                    withAnimation(.linear(duration: 1)) { widths[1] = 30 }
                    widths[2] = 30
                }) { Color.blue.frame(width: 40, height: 20) }.id("button")
            }
        }
    }

    func testPlainChangesAroundAnAnimatedOneAreNotAnimated() {
        let host = makeHost(ThreeChanges())
        host.tap(on: "button")
        host.advance(by: 0.25)
        XCTAssertEqual(host.frame(of: 0)?.width ?? -1, 30, accuracy: 1e-9)
        XCTAssertEqual(host.frame(of: 1)?.width ?? -1, 15, accuracy: 1e-9, "10 + 20 × 0.25")
        XCTAssertEqual(host.frame(of: 2)?.width ?? -1, 30, accuracy: 1e-9)
    }

    /// A bar changed by 70 `withAnimation` calls in one action.
    struct ManyTransactions: View {
        @State private var width: CGFloat = 10
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: width, height: 10).id("bar")
                Button(action: {
                    for _ in 0..<70 { withAnimation(.linear(duration: 1)) { width += 1 } }
                }) { Color.blue.frame(width: 40, height: 20) }.id("button")
            }
        }
    }

    /// Past 64 transactions the rest join the last (Docs/Differences.md, "Animation timing and
    /// scheduled work"): the action makes 64 updates, not 70, and the bar ends 70 wider.
    func testTransactionsPast64JoinTheLast() {
        let host = makeHost(ManyTransactions())
        let before = host.updateCount
        host.tap(on: "button")
        XCTAssertEqual(host.updateCount - before, 64)
        host.advance(by: 1)
        XCTAssertEqual(host.frame(of: "bar")?.width, 80)
    }

    /// A dot animated by the button with `animation`, from opacity 0 to 1.
    struct FadingDot: View {
        let animation: Animation
        @State private var on = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).opacity(on ? 1 : 0.001).id("dot")
                Button(action: { withAnimation(animation) { on = true } }) { Color.blue.frame(width: 40, height: 20) }.id("button")
            }
        }
    }

    /// The opacity of the fading dot when `animation` has run `t` seconds: from 0.001 to 1,
    /// `progress` of the way.
    static func fading(_ progress: Double) -> Double { 0.001 + (1 - 0.001) * progress }

    func testDelaySpeedAndRepeatCountInAHost() {
        // delay(0.5): nothing moves for 0.5 s, then the 1 s linear run.
        var host = makeHost(FadingDot(animation: .linear(duration: 1).delay(0.5)))
        host.tap(on: "button")
        host.advance(by: 0.4)
        XCTAssertEqual(shownOpacity(of: "dot", in: host) ?? -1, Self.fading(0), accuracy: 1e-9)
        host.advance(by: 0.6)
        XCTAssertEqual(shownOpacity(of: "dot", in: host) ?? -1, Self.fading(0.5), accuracy: 1e-9, "0.5 s into the run")
        // speed(2): the 1 s run takes 0.5 s.
        host = makeHost(FadingDot(animation: .linear(duration: 1).speed(2)))
        host.tap(on: "button")
        host.advance(by: 0.25)
        XCTAssertEqual(shownOpacity(of: "dot", in: host) ?? -1, Self.fading(0.5), accuracy: 1e-9)
        host.advance(by: 0.25)
        XCTAssertFalse(host.isAnimating)
        // repeatCount(3, autoreverses: true): forward, back, forward; 3 s in all.
        host = makeHost(FadingDot(animation: .linear(duration: 1).repeatCount(3, autoreverses: true)))
        host.tap(on: "button")
        host.advance(by: 1.25)
        XCTAssertEqual(shownOpacity(of: "dot", in: host) ?? -1, Self.fading(0.75), accuracy: 1e-9, "second run, backwards")
        host.advance(by: 1.25)
        XCTAssertEqual(shownOpacity(of: "dot", in: host) ?? -1, Self.fading(0.5), accuracy: 1e-9, "third run, forwards")
        host.advance(by: 0.5)
        XCTAssertFalse(host.isAnimating)
        XCTAssertEqual(shownOpacity(of: "dot", in: host) ?? -1, 1, accuracy: 1e-12)
        // repeatForever(autoreverses: false): every run goes forward.
        host = makeHost(FadingDot(animation: .linear(duration: 1).repeatForever(autoreverses: false)))
        host.tap(on: "button")
        host.advance(by: 5.25)
        XCTAssertEqual(shownOpacity(of: "dot", in: host) ?? -1, Self.fading(0.25), accuracy: 1e-9)
        XCTAssertTrue(host.isAnimating)
    }

    /// A bar animated by the deprecated `animation(_:)`, changed by a plain state change.
    @available(*, deprecated)
    struct ImplicitBar: View {
        @State private var wide = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: wide ? 30 : 10, height: 10).id("bar")
                    .animation(.linear(duration: 1))
                Color.green.frame(width: wide ? 30 : 10, height: 10).id("plain")
                Button(action: { wide.toggle() }) { Color.blue.frame(width: 40, height: 20) }.id("button")
            }
        }
    }

    /// A view with the deprecated `animation(_:)`, inserted by a plain change.
    @available(*, deprecated)
    struct InsertedImplicit: View {
        @State private var shown = false
        var body: some View {
            VStack(spacing: 0) {
                if shown { Color.red.frame(width: 10, height: 10).animation(.linear(duration: 1)).id("new") }
                Button(action: { shown = true }) { Color.blue.frame(width: 40, height: 20) }.id("button")
            }
        }
    }

    /// The modifier was not there before the update that inserts its view: that update is not
    /// animated by it (no opacity transition), as the modifier animates changes *within* the view.
    @available(*, deprecated)
    func testDeprecatedAnimationModifierDoesNotAnimateItsOwnInsertion() {
        let host = makeHost(InsertedImplicit())
        host.tap(on: "button")
        XCTAssertFalse(host.isAnimating)
        XCTAssertNil(shownOpacity(of: "new", in: host))
    }

    /// The deprecated `animation(_:)` animates every change inside the view it modifies, made in
    /// any transaction; views outside it change at once.
    @available(*, deprecated)
    func testDeprecatedAnimationModifierAnimatesEveryChange() {
        let host = makeHost(ImplicitBar())
        host.tap(on: "button")
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "bar")?.width ?? -1, 20, accuracy: 1e-9, "half way from 10 to 30")
        XCTAssertEqual(host.frame(of: "plain")?.width ?? -1, 30, accuracy: 1e-9)
        host.advance(by: 0.5)
        host.tap(on: "button")
        host.advance(by: 0.25)
        XCTAssertEqual(host.frame(of: "bar")?.width ?? -1, 25, accuracy: 1e-9, "a quarter of the way back")
        // It takes the place of an explicit animation for its subtree.
        host.advance(by: 1)
        withAnimation(.linear(duration: 4)) { _ = host.tap(on: "button") }
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "bar")?.width ?? -1, 20, accuracy: 1e-9)
    }
}
