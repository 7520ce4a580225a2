#if !canImport(Darwin)

extension CGRect {
    /// Returns the bounding rectangle of this rectangle after applying an
    /// affine transform.
    ///
    /// As in CoreGraphics, the result is the smallest rectangle containing
    /// the four transformed corners of the standardized rectangle. A null
    /// rectangle stays null and an infinite rectangle stays infinite.
    ///
    /// - Parameter t: The affine transform to apply.
    /// - Returns: The transformed bounding rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return .null }
        if isInfinite { return .infinite }
        let rect = standardized
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY).applying(t),
            CGPoint(x: rect.maxX, y: rect.minY).applying(t),
            CGPoint(x: rect.minX, y: rect.maxY).applying(t),
            CGPoint(x: rect.maxX, y: rect.maxY).applying(t),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!
        let minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

#endif
