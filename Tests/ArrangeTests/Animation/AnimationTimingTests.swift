import Foundation
import XCTest
@testable import Arrange

/// The timing of `Animation`, `UnitCurve` and `Spring` against the formulas they are defined by.
///
/// Sources: Apple's SwiftUI documentation — `easeIn`, `easeOut`, `easeInOut` ("has a default
/// duration of 0.35 seconds"); `spring(response:dampingFraction:blendDuration:)` (defaults
/// `response: 0.5, dampingFraction: 0.825, blendDuration: 0`); `interactiveSpring` (`0.15, 0.86,
/// 0.25`); `default` ("spring(response:dampingFraction:blendDuration:) with response equal to
/// 0.55, dampingFraction equal to 1.0"); `smooth`/`snappy`/`bouncy(duration:extraBounce:)`
/// (duration 0.5; "base bounce of" 0, 0.15, 0.3); `Spring.init(duration:bounce:)` ("a value of 0
/// indicates no bounces (a critically damped spring)"). The Bézier control points of the easing
/// curves are Core Animation's and CSS's (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1).
final class AnimationTimingTests: XCTestCase {
    /// A coordinate of the cubic Bézier from 0 to 1 with control values a and b.
    func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }

    func testDocumentedDefaults() {
        XCTAssertEqual(Animation.easeInOut, .easeInOut(duration: 0.35))
        XCTAssertEqual(Animation.easeIn, .easeIn(duration: 0.35))
        XCTAssertEqual(Animation.easeOut, .easeOut(duration: 0.35))
        XCTAssertEqual(Animation.linear, .linear(duration: 0.35))
        XCTAssertEqual(Animation.easeInOut.duration, 0.35)
        XCTAssertEqual(Animation.spring, .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        XCTAssertEqual(Animation.interactiveSpring, .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        guard case .spring(let spring, _) = Animation.default.timing else { return XCTFail("default is a spring") }
        XCTAssertEqual(spring.response, 0.55, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-12)
        for (preset, bounce) in [(Spring.smooth, 0.0), (.snappy, 0.15), (.bouncy, 0.3)] {
            XCTAssertEqual(preset.duration, 0.5, accuracy: 1e-12)
            XCTAssertEqual(preset.bounce, bounce, accuracy: 1e-12)
        }
        XCTAssertEqual(Spring.snappy(duration: 1, extraBounce: 0.1).bounce, 0.25, accuracy: 1e-12)
        XCTAssertEqual(Animation.bouncy, .bouncy(duration: 0.5, extraBounce: 0))
        XCTAssertEqual(Animation.easeIn.delay(1).description, "easeIn(duration: 0.35).delay(1.0)")
    }

    func testLinearAndBezierCurves() {
        XCTAssertEqual(UnitCurve.linear.value(at: 0.3), 0.3)
        XCTAssertEqual(UnitCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-12, "symmetric control points")
        let curves: [(UnitCurve, Double, Double, Double, Double)] = [
            (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1), (.easeInOut, 0.42, 0, 0.58, 1),
            (.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.9), endControlPoint: UnitPoint(x: 0.2, y: 1.4)), 0.1, 0.9, 0.2, 1.4),
        ]
        for (curve, x1, y1, x2, y2) in curves {
            for s in stride(from: 0.05, to: 1, by: 0.1) {
                // The point of the curve at parameter s is (x(s), y(s)): value(at: x(s)) is y(s).
                let x = bezier(s, x1, x2), y = bezier(s, y1, y2)
                XCTAssertEqual(curve.value(at: x), y, accuracy: 1e-9)
                let slope = (bezier(s + 1e-6, y1, y2) - bezier(s - 1e-6, y1, y2)) / (bezier(s + 1e-6, x1, x2) - bezier(s - 1e-6, x1, x2))
                XCTAssertEqual(curve.velocity(at: x), slope, accuracy: 1e-4)
            }
            XCTAssertEqual(curve.value(at: 0), 0)
            XCTAssertEqual(curve.value(at: 1), 1)
        }
        XCTAssertEqual(UnitCurve.easeIn.value(at: .nan), 0)
        XCTAssertEqual(UnitCurve.easeIn.value(at: 7), 1)
        XCTAssertEqual(UnitCurve.easeIn.inverse, .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
    }

    func testCircularCurves() {
        for x in stride(from: 0.0, through: 1, by: 0.125) {
            XCTAssertEqual(UnitCurve.circularEaseIn.value(at: x), 1 - (1 - x * x).squareRoot(), accuracy: 1e-12)
            XCTAssertEqual(UnitCurve.circularEaseOut.value(at: x), (1 - (x - 1) * (x - 1)).squareRoot(), accuracy: 1e-12)
            let inOut = x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
            XCTAssertEqual(UnitCurve.circularEaseInOut.value(at: x), inOut, accuracy: 1e-12)
        }
    }

    func testAnimationSamplesFollowTheirCurve() {
        let animation = Animation.easeInOut(duration: 2)
        for t in [0.0, 0.3, 1, 1.7] {
            XCTAssertEqual(animation.sample(at: t).progress, UnitCurve.easeInOut.value(at: t / 2), accuracy: 1e-12)
        }
        XCTAssertEqual(animation.sample(at: 2), .finished)
        let timing = Animation.timingCurve(0.42, 0, 0.58, 1, duration: 1)
        XCTAssertEqual(timing.sample(at: 0.25).progress, UnitCurve.easeInOut.value(at: 0.25), accuracy: 1e-12)
    }

    /// The damped oscillator x″ + 2ζω·x′ + ω²·x = 0 from x(0) = −1 (the value starts at 0, the
    /// target is 1), released at rest: under-damped, x = −e^(−ζωt)(cos ω_d t + ζω/ω_d sin ω_d t).
    func testUnderDampedSpringMatchesTheClosedForm() {
        let spring = Spring(response: 0.5, dampingRatio: 0.5)
        let omega = 2 * Double.pi / 0.5, zeta = 0.5, wd = omega * (1 - zeta * zeta).squareRoot()
        XCTAssertEqual(spring.stiffness, omega * omega, accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 2 * zeta * omega, accuracy: 1e-9)
        for t in stride(from: 0.0, through: 2, by: 0.05) {
            let expected = 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
            XCTAssertEqual(spring.value(target: 1.0, time: t), expected, accuracy: 1e-12)
            let expectedVelocity = exp(-zeta * omega * t) * sin(wd * t) * omega * omega / wd
            XCTAssertEqual(spring.velocity(target: 1.0, time: t), expectedVelocity, accuracy: 1e-9)
        }
    }

    /// Critically damped (bounce 0): x = −e^(−ωt)(1 + ωt).
    func testCriticallyDampedSpringMatchesTheClosedForm() {
        let spring = Spring(duration: 0.4, bounce: 0)
        let omega = 2 * Double.pi / 0.4
        for t in stride(from: 0.0, through: 1, by: 0.05) {
            XCTAssertEqual(spring.value(target: 10.0, time: t), 10 * (1 - exp(-omega * t) * (1 + omega * t)), accuracy: 1e-9)
        }
        XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-12)
    }

    /// Over-damped (m = 1, k = 100, c = 30: ζ = 1.5): x = c₁e^(r₁t) + c₂e^(r₂t), r = −ω(ζ ∓ √(ζ² − 1)),
    /// with an initial velocity v₀.
    func testOverDampedSpringWithVelocityMatchesTheClosedForm() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
        let omega = 10.0, zeta = 1.5, v0 = 4.0
        let r1 = -omega * (zeta - (zeta * zeta - 1).squareRoot()), r2 = -omega * (zeta + (zeta * zeta - 1).squareRoot())
        // x(0) = −1, x′(0) = v₀.
        let c1 = (v0 - r2 * -1) / (r1 - r2), c2 = -1 - c1
        for t in stride(from: 0.0, through: 1, by: 0.1) {
            XCTAssertEqual(spring.value(target: 1.0, initialVelocity: v0, time: t), 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t), accuracy: 1e-12)
        }
        XCTAssertEqual(Spring(mass: 1, stiffness: 100, damping: 30).damping, 20, "over-damping not allowed: reduced to critical")
    }

    func testSettlingDurationAndAnimationDuration() {
        let spring = Spring(response: 0.5, dampingRatio: 0.5)
        let settle = spring.settlingDuration
        XCTAssertLessThan(abs(1 - spring.value(target: 1.0, time: settle)), 0.001 + 1e-12)
        XCTAssertEqual(Animation.spring(spring).duration, settle)
        XCTAssertEqual(Animation.linear(duration: 1).delay(0.5).speed(2).duration, 0.75)
        XCTAssertEqual(Animation.linear(duration: 1).repeatCount(3).duration, 3)
        XCTAssertEqual(Animation.linear(duration: 1).repeatForever().duration, .infinity)
        XCTAssertEqual(Animation.linear(duration: 1).repeatCount(-2).duration, 1, "counts below 1 count as 1")
    }

    func testNonFiniteSpringInputsHaveDefinedOutcomes() {
        XCTAssertEqual(Spring(response: .nan, dampingRatio: 1).value(target: 5.0, time: 0.1), 5, "NaN response: at the target at once")
        XCTAssertEqual(Spring(response: 1, dampingRatio: .nan).dampingRatio, 1, accuracy: 1e-12)
        XCTAssertEqual(Spring(mass: .nan, stiffness: 1, damping: 1).mass, 1)
        XCTAssertEqual(Spring(duration: 1, bounce: .infinity).bounce, 1, accuracy: 1e-12)
        XCTAssertEqual(Spring(duration: 1, bounce: 1).settlingDuration, .infinity, "undamped: never settles")
        XCTAssertEqual(Spring(response: 1, dampingRatio: 1).value(target: 1.0, time: .nan), 0)
        XCTAssertFalse(Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: .nan).description.isEmpty)
    }

    func testInterpolatingSpringInitialVelocityIsAFractionOfTheChange() {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2)
        let spring = Spring(mass: 1, stiffness: 100, damping: 10, allowOverDamping: true)
        for t in [0.05, 0.2, 0.6] {
            // From 0 to 1 with v₀ = 2 (twice the change per second).
            XCTAssertEqual(animation.sample(at: t).progress + animation.sample(at: t).b * 0, spring.value(target: 1.0, initialVelocity: 2.0, time: t), accuracy: 1e-12)
        }
    }
}
