extension Angle: AdditiveArithmetic {
    /// Returns the sum of two angles.
    ///
    /// - Parameters:
    ///   - lhs: The first angle.
    ///   - rhs: The second angle.
    /// - Returns: An angle whose radians are the sum of both angles' radians.
    public static func + (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians + rhs.radians)
    }

    /// Returns the difference of two angles.
    ///
    /// - Parameters:
    ///   - lhs: The angle to subtract from.
    ///   - rhs: The angle to subtract.
    /// - Returns: An angle whose radians are `lhs.radians − rhs.radians`.
    public static func - (lhs: Angle, rhs: Angle) -> Angle {
        Angle(radians: lhs.radians - rhs.radians)
    }
}

extension Angle {
    /// Returns an angle scaled by a factor.
    ///
    /// - Parameters:
    ///   - lhs: The angle to scale.
    ///   - rhs: The scale factor.
    /// - Returns: An angle whose radians are `lhs.radians × rhs`.
    public static func * (lhs: Angle, rhs: Double) -> Angle {
        Angle(radians: lhs.radians * rhs)
    }

    /// Returns the negation of an angle.
    ///
    /// - Parameter angle: The angle to negate.
    /// - Returns: An angle whose radians are `−angle.radians`.
    public static prefix func - (angle: Angle) -> Angle {
        Angle(radians: -angle.radians)
    }
}
