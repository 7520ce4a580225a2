extension Image {
    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// A mode that renders all non-transparent pixels as the foreground color.
        case template
        /// A mode that renders pixels of bitmap images as-is.
        case original
    }
}
