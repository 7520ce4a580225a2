extension Gradient {
    /// A method of interpolating between colors.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool

        /// Interpolates colors in the device (here sRGB) color space: component by component.
        public static let device = ColorSpace(isPerceptual: false)
        /// Interpolates colors in a perceptual color space (Arrange uses Oklab; see
        /// Docs/Differences.md, "Colours and shape styles").
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}
