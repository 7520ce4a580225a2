import Foundation

/// A representation of a spring's motion: a damped harmonic oscillator of a given mass,
/// stiffness and damping, pulled towards its target.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.2)
/// spring.value(target: 100.0, time: 0.25)    // where a value animating from 0 to 100 is after 0.25 s
/// spring.settlingDuration                    // when it is (within 0.1 %) at rest
/// ```
///
/// The motion is the closed-form solution of `m·x″ + c·x′ + k·x = 0` for the displacement `x`
/// from the target (under-, critically or over-damped). As in SwiftUI, `response` is the period
/// of the undamped oscillation: `k = (2π / response)² · m`, and `dampingRatio` is `c / (2√(k·m))`.
public struct Spring: Hashable, Sendable {
    /// The mass of the object attached to the end of the spring.
    public let mass: Double
    /// The spring stiffness coefficient; infinite for a spring that reaches its target at once.
    public let stiffness: Double
    /// Defines how the spring's motion should be damped due to the forces of friction.
    public let damping: Double

    /// Creates a spring with the specified mass, stiffness and damping.
    ///
    /// Non-finite or non-positive masses become 1; a NaN or negative stiffness becomes infinite
    /// (the value jumps to its target); a NaN or negative damping becomes 0.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the end of the spring. The default is 1.
    ///   - stiffness: The spring stiffness coefficient.
    ///   - damping: The friction coefficient.
    ///   - allowOverDamping: Whether the spring may be over-damped; when false (the default),
    ///     damping beyond critical damping is reduced to it.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = mass.isFinite && mass > 0 ? mass : 1
        let stiffness = stiffness.isNaN || stiffness < 0 ? .infinity : stiffness
        var damping = damping.isNaN || damping < 0 ? 0 : damping
        if !allowOverDamping, stiffness.isFinite {
            damping = Swift.min(damping, 2 * (stiffness * mass).squareRoot())
        }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Creates a spring with the specified response and damping ratio.
    ///
    /// - Parameters:
    ///   - response: Defines the stiffness of the spring as an approximate duration in seconds;
    ///     zero, negative or NaN gives a spring that reaches its target at once.
    ///   - dampingRatio: Defines the amount of drag applied as a fraction of the amount needed to
    ///     produce critical damping; NaN becomes 1, negative values 0.
    public init(response: Double, dampingRatio: Double) {
        let ratio = dampingRatio.isNaN ? 1 : Swift.max(dampingRatio, 0)
        guard response.isFinite, response > 0 else {
            self.init(mass: 1, stiffness: .infinity, damping: 0, allowOverDamping: true)
            return
        }
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, allowOverDamping: true)
    }

    /// Creates a spring with the specified duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration (the `response`), which defines the pace of the
    ///     spring. The default is 0.5.
    ///   - bounce: How bouncy the spring is: 0 is critically damped, positive values up to 1 are
    ///     bouncier (`dampingRatio = 1 − bounce`), negative values down to −1 are over-damped
    ///     (`dampingRatio = 1 / (1 + bounce)`). The default is 0. Clamped to [−1, 1].
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let bounce = bounce.isNaN ? 0 : Swift.min(Swift.max(bounce, -1), 1)
        let ratio = bounce >= 0 ? 1 - bounce : (bounce <= -1 ? 1e6 : 1 / (1 + bounce))
        self.init(response: duration, dampingRatio: ratio)
    }

    /// The undamped angular frequency `√(k / m)`.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The stiffness of the spring, defined as an approximate duration in seconds: the period of
    /// the undamped oscillation.
    public var response: Double { stiffness.isInfinite ? 0 : 2 * Double.pi / naturalFrequency }

    /// The amount of drag applied, as a fraction of the amount needed to produce critical damping.
    public var dampingRatio: Double {
        stiffness.isInfinite ? 1 : (stiffness == 0 ? (damping > 0 ? .infinity : 0) : damping / (2 * (stiffness * mass).squareRoot()))
    }

    /// The perceptual duration: the `response`.
    public var duration: TimeInterval { response }

    /// How bouncy the spring is: `1 − dampingRatio` when under- or critically damped,
    /// `1 / dampingRatio − 1` when over-damped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The coefficients of the displacement at `time`: the displacement is `a·x₀ + b·v₀` for an
    /// initial displacement `x₀` and velocity `v₀`, and its velocity `da·x₀ + db·v₀`.
    func coefficients(at time: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        if stiffness.isInfinite { return (0, 0, 0, 0) }
        let t = Swift.max(time, 0)
        if t == 0 { return (1, 0, 0, 1) }
        let m = mass, k = stiffness, c = damping
        if k == 0 {
            // No restoring force: the velocity decays by friction alone.
            if c == 0 { return (1, t, 0, 1) }
            let r = c / m, e = exp(-r * t)
            return (1, (1 - e) / r, 0, e)
        }
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if abs(zeta - 1) < 1e-9 {
            let e = exp(-omega * t)
            return (e * (1 + omega * t), t * e, -omega * omega * t * e, e * (1 - omega * t))
        } else if zeta < 1 {
            let alpha = zeta * omega, wd = omega * (1 - zeta * zeta).squareRoot()
            let e = exp(-alpha * t), cosine = cos(wd * t), sine = sin(wd * t)
            return (e * (cosine + alpha / wd * sine), e * sine / wd,
                    -e * sine * omega * omega / wd, e * (cosine - alpha / wd * sine))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let e1 = exp(r1 * t), e2 = exp(r2 * t), d = r1 - r2
            return ((-r2 * e1 + r1 * e2) / d, (e1 - e2) / d, r1 * r2 * (e2 - e1) / d, (r1 * e1 - r2 * e2) / d)
        }
    }

    /// The estimated duration required for the spring system to be considered at rest: the time
    /// after which a unit displacement released at rest stays within 0.001 of the target.
    public var settlingDuration: TimeInterval {
        let epsilon = 0.001
        if stiffness.isInfinite { return 0 }
        if stiffness == 0 { return .infinity }
        let omega = naturalFrequency, zeta = dampingRatio
        if zeta == 0 { return .infinity }
        if zeta < 1 - 1e-9 {
            // |displacement| ≤ e^(−ζωt)·ω/ω_d: the envelope's crossing.
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return Swift.max(log(omega / (wd * epsilon)) / (zeta * omega), 0)
        }
        // Critically or over-damped: the displacement decreases monotonically; bisect.
        var high = 1.0 / omega
        while abs(coefficients(at: high).a) > epsilon, high < 1e6 { high *= 2 }
        var low = 0.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if abs(coefficients(at: middle).a) > epsilon { low = middle } else { high = middle }
        }
        return high
    }

    /// The value of a spring animating from zero towards `target`, after `time` seconds.
    ///
    /// - Parameters:
    ///   - target: The value the spring moves towards.
    ///   - initialVelocity: The velocity at time zero. The default is zero.
    ///   - time: The time since the start.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = coefficients(at: time.isNaN ? 0 : time)
        // displacement from target: x₀ = −target.
        return target - target.scaled(by: k.a) + initialVelocity.scaled(by: k.b)
    }

    /// The velocity of a spring animating from zero towards `target`, after `time` seconds.
    ///
    /// - Parameters:
    ///   - target: The value the spring moves towards.
    ///   - initialVelocity: The velocity at time zero. The default is zero.
    ///   - time: The time since the start.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = coefficients(at: time.isNaN ? 0 : time)
        return initialVelocity.scaled(by: k.db) - target.scaled(by: k.da)
    }

    /// The value of a spring animating from `fromValue` towards `toValue`, after `time` seconds.
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity of a spring animating from `fromValue` towards `toValue`, after `time` seconds.
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }
}
