import Foundation

extension Animation {
    /// A default animation instance: `spring(response: 0.55, dampingFraction: 1.0,
    /// blendDuration: 0.0)`, as SwiftUI's since iOS 17 (before, `easeInOut`).
    public static let `default` = Animation(.spring(Spring(response: 0.55, dampingRatio: 1), initialVelocity: 0), name: "default")

    /// An animation that moves at a constant speed, for 0.35 seconds.
    public static var linear: Animation { linear(duration: 0.35) }
    /// An animation that starts slowly and speeds up towards the end, for 0.35 seconds.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// An animation that starts quickly and slows towards the end, for 0.35 seconds.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// An animation that combines ease in and ease out, for 0.35 seconds.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// An animation that moves at a constant speed.
    ///
    /// - Parameter duration: The length of time, in seconds, that the animation takes.
    public static func linear(duration: TimeInterval) -> Animation {
        Animation(.curve(.linear, duration: sanitized(duration)), name: "linear(duration: \(duration))")
    }

    /// An animation with a specified duration that starts slowly and then speeds up.
    ///
    /// - Parameter duration: The length of time, in seconds, that the animation takes.
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(.curve(.easeIn, duration: sanitized(duration)), name: "easeIn(duration: \(duration))")
    }

    /// An animation with a specified duration that starts quickly and then slows down.
    ///
    /// - Parameter duration: The length of time, in seconds, that the animation takes.
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(.curve(.easeOut, duration: sanitized(duration)), name: "easeOut(duration: \(duration))")
    }

    /// An animation with a specified duration that combines ease in and ease out.
    ///
    /// - Parameter duration: The length of time, in seconds, that the animation takes.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(.curve(.easeInOut, duration: sanitized(duration)), name: "easeInOut(duration: \(duration))")
    }

    /// An animation created from a cubic Bézier timing curve.
    ///
    /// - Parameters:
    ///   - p1x: The x-coordinate of the first control point (clamped to [0, 1]).
    ///   - p1y: The y-coordinate of the first control point.
    ///   - p2x: The x-coordinate of the second control point (clamped to [0, 1]).
    ///   - p2y: The y-coordinate of the second control point.
    ///   - duration: The length of time, in seconds, that the animation takes. The default is 0.35.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y))
        return Animation(.curve(curve, duration: sanitized(duration)), name: "timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
    }

    /// An animation that follows a unit curve over a duration.
    ///
    /// - Parameters:
    ///   - curve: The curve.
    ///   - duration: The length of time, in seconds, that the animation takes. The default is 0.35.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval = 0.35) -> Animation {
        Animation(.curve(curve, duration: sanitized(duration)), name: "timingCurve(\(curve), duration: \(duration))")
    }

    /// A persistent spring animation: `spring(response: 0.5, dampingFraction: 0.825)`.
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }

    /// A persistent spring animation. When mixed with other spring animations on the same
    /// property, each animation is replaced by its successor, preserving velocity.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds. The
    ///     default is 0.5.
    ///   - dampingFraction: The drag, as a fraction of critical damping. The default is 0.825.
    ///   - blendDuration: Not modelled (kept for equality). The default is 0.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(Spring(response: response, dampingRatio: dampingFraction), initialVelocity: 0),
                  name: "spring(response: \(response), dampingFraction: \(dampingFraction))", blendDuration: blendDuration)
    }

    /// A persistent spring animation defined by its perceptual duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. The default is 0.5.
    ///   - bounce: How bouncy the spring is, from −1 to 1. The default is 0.
    ///   - blendDuration: Not modelled (kept for equality). The default is 0.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce), initialVelocity: 0),
                  name: "spring(duration: \(duration), bounce: \(bounce))", blendDuration: blendDuration)
    }

    /// A spring animation with a lower response, for interactive animations: response 0.15,
    /// damping fraction 0.86, blend duration 0.25 by default.
    public static var interactiveSpring: Animation { interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25) }

    /// A spring animation with a lower response, for interactive animations.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        var animation = spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
        animation.name = "interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))"
        return animation
    }

    /// A spring animation with a lower duration, for interactive animations.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        var animation = spring(duration: duration, bounce: extraBounce, blendDuration: blendDuration)
        animation.name = "interactiveSpring(duration: \(duration), extraBounce: \(extraBounce))"
        return animation
    }

    /// An interpolating spring animation that uses a damped spring model to produce values.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring. The default is 1.
    ///   - stiffness: The spring stiffness coefficient.
    ///   - damping: The friction coefficient.
    ///   - initialVelocity: The initial velocity, as a fraction of the change per second.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(.spring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), initialVelocity: initialVelocity.isFinite ? initialVelocity : 0),
                  name: "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity))")
    }

    /// An interpolating spring animation that uses a spring.
    ///
    /// - Parameters:
    ///   - spring: The spring. The default is `Spring()` (duration 0.5, no bounce).
    ///   - initialVelocity: The initial velocity, as a fraction of the change per second.
    public static func interpolatingSpring(_ spring: Spring = Spring(), initialVelocity: Double = 0.0) -> Animation {
        Animation(.spring(spring, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0),
                  name: "interpolatingSpring(response: \(spring.response), dampingRatio: \(spring.dampingRatio), initialVelocity: \(initialVelocity))")
    }

    /// An interpolating spring animation defined by its perceptual duration and bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity.isFinite ? initialVelocity : 0),
                  name: "interpolatingSpring(duration: \(duration), bounce: \(bounce))")
    }

    /// A smooth spring animation with a predefined duration (0.5 s) and no bounce.
    public static var smooth: Animation { smooth() }
    /// A spring animation with a predefined duration (0.5 s) and a small bounce (0.15).
    public static var snappy: Animation { snappy() }
    /// A spring animation with a predefined duration (0.5 s) and a higher bounce (0.3).
    public static var bouncy: Animation { bouncy() }

    /// A smooth spring animation with no bounce that can be tuned.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.spring(Spring.smooth(duration: duration, extraBounce: extraBounce), initialVelocity: 0), name: "smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// A spring animation with a small amount of bounce that can be tuned.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.spring(Spring.snappy(duration: duration, extraBounce: extraBounce), initialVelocity: 0), name: "snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    /// A spring animation with a higher amount of bounce that can be tuned.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.spring(Spring.bouncy(duration: duration, extraBounce: extraBounce), initialVelocity: 0), name: "bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }
}
