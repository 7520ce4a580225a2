extension Image {
    /// The level of quality for rendering an image that requires interpolation, such as a scaled
    /// image.
    public enum Interpolation: Hashable, Sendable {
        /// A value that indicates SwiftUI doesn't interpolate image data.
        case none
        /// A value that indicates a low level of interpolation quality.
        case low
        /// A value that indicates a medium level of interpolation quality.
        case medium
        /// A value that indicates a high level of interpolation quality.
        case high
    }
}
