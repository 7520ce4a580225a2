import Foundation

extension Animation {
    /// Delays the start of the animation by a number of seconds.
    ///
    /// - Parameter delay: The delay, in seconds; non-finite or negative values count as 0.
    /// - Returns: The animation, starting later.
    public func delay(_ delay: TimeInterval) -> Animation {
        adding(.delay(Self.sanitized(delay)))
    }

    /// Changes the duration of the animation by a speed factor: 2 runs it in half the time.
    ///
    /// - Parameter speed: The factor; a value that is not a positive finite number makes the
    ///   animation finish at once.
    /// - Returns: The animation at that speed.
    public func speed(_ speed: Double) -> Animation {
        adding(.speed(speed.isFinite && speed > 0 ? speed : .infinity))
    }

    /// Repeats the animation a number of times.
    ///
    /// - Parameters:
    ///   - repeatCount: How many times to run the animation; values below 1 count as 1.
    ///   - autoreverses: Whether every other run goes backwards. The default is true. After the
    ///     last run the value is the new one, even when that run went backwards.
    /// - Returns: The repeating animation.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        adding(.repeatCount(Swift.max(repeatCount, 1), autoreverses: autoreverses))
    }

    /// Repeats the animation for as long as the view exists.
    ///
    /// - Parameter autoreverses: Whether every other run goes backwards. The default is true.
    /// - Returns: The repeating animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(.repeatForever(autoreverses: autoreverses))
    }

    private func adding(_ modifier: Modifier) -> Animation {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}
