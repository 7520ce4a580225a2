extension DisplayList {
    /// A filter applied to what is drawn between a ``Content/pushFilter(_:)`` and its pop, as one
    /// layer.
    public enum Filter: Equatable, Sendable {
        /// Maps every pixel's colour through a colour matrix.
        case colorMatrix(ColorMatrix)
        /// A Gaussian blur with a standard deviation of `radius / 2` (the convention of
        /// ``Shadow/radius``). When `opaque`, the result is made opaque inside `bounds` (the view's
        /// frame) and nothing shows outside it; otherwise `bounds` only tells renderers where the
        /// content is.
        case blur(radius: CGFloat, opaque: Bool, bounds: CGRect)
    }
}
