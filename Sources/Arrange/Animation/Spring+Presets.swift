extension Spring {
    /// A smooth spring with a predefined duration (0.5 s) and no bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A spring with a predefined duration (0.5 s) and a small amount of bounce (0.15) that
    /// feels more snappy.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A spring with a predefined duration (0.5 s) and a higher amount of bounce (0.3).
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring with a predefined duration and no bounce that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. The default is 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small amount of bounce that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. The default is 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a higher amount of bounce that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration. The default is 0.5.
    ///   - extraBounce: Bounce added to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
