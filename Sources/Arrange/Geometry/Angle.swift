/// A geometric angle whose value you access in either radians or degrees.
///
/// Mirrors SwiftUI's `Angle`. The value is stored in radians.
public struct Angle: Hashable, Comparable, Sendable, Codable {
    /// The angle's value in radians.
    public var radians: Double

    /// The angle's value in degrees.
    ///
    /// Reading converts with `radians × 180 / π`; writing stores
    /// `degrees × π / 180`.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// Creates an angle of zero.
    public init() {
        radians = 0
    }

    /// Creates an angle with the given value in radians.
    ///
    /// - Parameter radians: The angle in radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// Creates an angle with the given value in degrees.
    ///
    /// - Parameter degrees: The angle in degrees.
    public init(degrees: Double) {
        self.radians = degrees * .pi / 180
    }

    /// Returns an angle with the given value in radians.
    ///
    /// - Parameter radians: The angle in radians.
    /// - Returns: The new angle.
    public static func radians(_ radians: Double) -> Angle {
        Angle(radians: radians)
    }

    /// Returns an angle with the given value in degrees.
    ///
    /// - Parameter degrees: The angle in degrees.
    /// - Returns: The new angle.
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(degrees: degrees)
    }

    /// An angle of zero.
    public static let zero = Angle()

    /// Returns a Boolean value indicating whether the first angle is smaller
    /// than the second, comparing their radian values.
    ///
    /// - Parameters:
    ///   - lhs: An angle to compare.
    ///   - rhs: Another angle to compare.
    public static func < (lhs: Angle, rhs: Angle) -> Bool {
        lhs.radians < rhs.radians
    }
}
