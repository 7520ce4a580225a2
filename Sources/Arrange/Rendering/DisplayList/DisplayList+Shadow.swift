extension DisplayList {
    /// A drop shadow: a copy of what is drawn inside the group, in one colour, blurred and
    /// offset, painted behind it (`shadow(color:radius:x:y:)`).
    public struct Shadow: Equatable, Sendable {
        /// The shadow's colour; the drawing's coverage times this colour's opacity is its alpha.
        public var color: RGBA
        /// The blur radius in points. SwiftUI's radius is about two standard deviations of a
        /// Gaussian blur: renderers blur with a standard deviation of `radius / 2`.
        public var radius: CGFloat
        /// The shadow's offset in points.
        public var offset: CGSize

        /// Creates a shadow; a negative or non-finite radius is treated as 0, a non-finite
        /// offset as no offset.
        public init(color: RGBA, radius: CGFloat, offset: CGSize) {
            self.color = color
            self.radius = radius.isFinite && radius > 0 ? radius : 0
            self.offset = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        }
    }
}
