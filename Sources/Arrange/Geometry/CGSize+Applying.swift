#if !canImport(Darwin)

extension CGSize {
    /// Returns the size produced by applying an affine transform.
    ///
    /// Follows CoreGraphics: the translation is ignored, and
    /// `w' = a·w + c·h`, `h' = b·w + d·h`. The result may be negative.
    ///
    /// - Parameter t: The affine transform to apply.
    /// - Returns: The transformed size.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height,
               height: t.b * width + t.d * height)
    }
}

#endif
