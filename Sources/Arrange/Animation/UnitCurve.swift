import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in the range [0, 1]
/// to an output progress that is also in the range [0, 1].
///
/// Timing curves drive `Animation`s made with ``Animation/timingCurve(_:duration:)`` and the
/// easing animations:
///
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.5)   // 0.5
/// UnitCurve.linear.value(at: 0.25)     // 0.25
/// ```
///
/// The Bézier curves are the cubic curves from (0, 0) to (1, 1) of CSS and Core Animation:
/// `easeIn` is (0.42, 0) (1, 1), `easeOut` (0, 0) (0.58, 1) and `easeInOut` (0.42, 0) (0.58, 1).
public struct UnitCurve: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case linear
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// Creates a new curve using Bézier control points.
    ///
    /// The x components of the control points are clamped to [0, 1] so that the curve is a
    /// function of its input; non-finite components become 0.
    ///
    /// - Parameters:
    ///   - startControlPoint: The cubic Bézier control point associated with the curve's start
    ///     point at (0, 0).
    ///   - endControlPoint: The cubic Bézier control point associated with the curve's end point
    ///     at (1, 1).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        func clean(_ value: CGFloat, clamp: Bool) -> Double {
            let value = Double(value)
            guard value.isFinite else { return 0 }
            return clamp ? Swift.min(Swift.max(value, 0), 1) : value
        }
        return UnitCurve(.bezier(x1: clean(startControlPoint.x, clamp: true), y1: clean(startControlPoint.y, clamp: false),
                                 x2: clean(endControlPoint.x, clamp: true), y2: clean(endControlPoint.y, clamp: false)))
    }

    /// A curve that starts slowly and then speeds up: Bézier (0.42, 0) (1, 1).
    public static let easeIn = UnitCurve(.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    /// A curve that starts fast and then slows down: Bézier (0, 0) (0.58, 1).
    public static let easeOut = UnitCurve(.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    /// A curve that starts slowly, speeds up, then slows down: Bézier (0.42, 0) (0.58, 1).
    public static let easeInOut = UnitCurve(.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// A curve whose output is its input.
    public static let linear = UnitCurve(.linear)
    /// A circular easing curve: `1 − √(1 − x²)`.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A circular easing curve: `√(1 − (x − 1)²)`.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// A circular easing curve: `circularEaseIn` on the first half, `circularEaseOut` on the second.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// Returns the output value (y component) of the curve at a given input progress.
    ///
    /// - Parameter progress: The input progress (x component); clamped to [0, 1]; NaN gives 0.
    /// - Returns: The output value.
    public func value(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        switch storage {
        case .linear:
            return x
        case .bezier(let x1, let y1, let x2, let y2):
            if x == 0 || x == 1 { return x }
            let s = Self.parameter(forX: x, x1, x2)
            return Self.cubic(s, y1, y2)
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 { return 0.5 * (1 - (1 - 4 * x * x).squareRoot()) }
            let u = 2 * x - 2
            return 0.5 * ((1 - u * u).squareRoot() + 1)
        }
    }

    /// Returns the rate of change (first derivative) of the output value at a given input
    /// progress.
    ///
    /// - Parameter progress: The input progress; clamped to [0, 1].
    /// - Returns: dy/dx there (finite: infinite slopes of the circular curves are capped).
    public func velocity(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        let cap = 1e6
        switch storage {
        case .linear:
            return 1
        case .bezier(let x1, let y1, let x2, let y2):
            let s = Self.parameter(forX: x, x1, x2)
            let dx = Self.derivative(s, x1, x2), dy = Self.derivative(s, y1, y2)
            if abs(dx) < 1e-12 { return dy == 0 ? 0 : (dy > 0 ? cap : -cap) }
            return dy / dx
        case .circularEaseIn:
            let root = (1 - x * x).squareRoot()
            return root == 0 ? cap : Swift.min(x / root, cap)
        case .circularEaseOut:
            let root = ((2 - x) * x).squareRoot()
            return root == 0 ? cap : Swift.min((1 - x) / root, cap)
        case .circularEaseInOut:
            if x < 0.5 {
                let root = (1 - 4 * x * x).squareRoot()
                return root == 0 ? cap : Swift.min(2 * x / root, cap)
            }
            let u = 2 * x - 2
            let root = (1 - u * u).squareRoot()
            return root == 0 ? cap : Swift.min(-u / root, cap)
        }
    }

    /// The inverse of the curve: for Bézier curves the curve with its control points'
    /// coordinates swapped, for the circular curves their mirror images.
    public var inverse: UnitCurve {
        switch storage {
        case .linear: return self
        case .bezier(let x1, let y1, let x2, let y2):
            return UnitCurve(.bezier(x1: Swift.min(Swift.max(y1, 0), 1), y1: x1, x2: Swift.min(Swift.max(y2, 0), 1), y2: x2))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return self
        }
    }

    /// One coordinate of the cubic Bézier with end points 0 and 1 and control values `a`, `b`.
    static func cubic(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    /// The derivative of ``cubic(_:_:_:)`` with respect to `s`.
    static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }

    /// The curve parameter whose x is `x`: Newton's method, falling back to bisection (x is
    /// monotonic in s because the x control values lie in [0, 1]).
    static func parameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = cubic(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let slope = derivative(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let value = cubic(s, x1, x2)
            if abs(value - x) < 1e-14 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
