import Foundation

/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.3)) { isExpanded.toggle() }
/// Circle().frame(width: size).animation(.spring(duration: 0.4, bounce: 0.2), value: size)
/// ```
///
/// An animation is a timing (a unit curve over a duration, or a spring) changed by modifiers
/// (``delay(_:)``, ``speed(_:)``, ``repeatCount(_:autoreverses:)``,
/// ``repeatForever(autoreverses:)``) applied in the order they are written: each wraps the
/// animation before it, so `.delay(1).speed(2)` halves the delay too.
///
/// Non-finite or negative durations and delays count as 0; a speed that is not a positive
/// finite number makes the animation finish at once.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// What drives the animation's progress.
    enum Timing: Hashable, Sendable {
        /// A unit curve over `duration` seconds.
        case curve(UnitCurve, duration: Double)
        /// A spring; `initialVelocity` is a fraction of the change per second (interpolating
        /// springs).
        case spring(Spring, initialVelocity: Double)
    }

    /// A change to the animation's timing, wrapping everything before it.
    enum Modifier: Hashable, Sendable {
        case delay(Double)
        case speed(Double)
        case repeatCount(Int, autoreverses: Bool)
        case repeatForever(autoreverses: Bool)
    }

    let timing: Timing
    /// The modifiers, innermost (applied first) first.
    var modifiers: [Modifier] = []
    /// The blend duration of a spring animation, kept for equality and description (not
    /// modelled: see Docs/Differences.md).
    var blendDuration: Double = 0
    /// The name the animation was made with, for the description.
    var name: String

    init(_ timing: Timing, name: String, blendDuration: Double = 0) {
        self.timing = timing
        self.name = name
        self.blendDuration = blendDuration
    }

    /// Creates an animation that uses a spring.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - blendDuration: The duration over which to blend a preceding spring's response into
    ///     this one (not modelled: the new spring takes over at once, keeping the velocity).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(.spring(spring, initialVelocity: 0), name: "spring(response: \(spring.response), dampingRatio: \(spring.dampingRatio))", blendDuration: blendDuration)
    }

    /// A textual representation of the animation, with its modifiers.
    public var description: String {
        var text = name
        for modifier in modifiers {
            switch modifier {
            case .delay(let value): text += ".delay(\(value))"
            case .speed(let value): text += ".speed(\(value))"
            case .repeatCount(let count, let autoreverses): text += ".repeatCount(\(count), autoreverses: \(autoreverses))"
            case .repeatForever(let autoreverses): text += ".repeatForever(autoreverses: \(autoreverses))"
            }
        }
        return text
    }

    /// A clean duration: non-finite or negative values are 0.
    static func sanitized(_ duration: Double) -> Double {
        duration.isFinite && duration > 0 ? duration : 0
    }
}
