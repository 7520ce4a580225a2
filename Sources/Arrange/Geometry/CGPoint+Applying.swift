#if !canImport(Darwin)

extension CGPoint {
    /// Returns the point produced by applying an affine transform.
    ///
    /// Follows CoreGraphics: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
    ///
    /// - Parameter t: The affine transform to apply.
    /// - Returns: The transformed point.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx,
                y: t.b * x + t.d * y + t.ty)
    }
}

#endif
