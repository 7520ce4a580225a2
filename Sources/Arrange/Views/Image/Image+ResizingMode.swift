extension Image {
    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        /// A mode to repeat the image at its original size, as many times as necessary to fill
        /// the available space.
        case tile
        /// A mode to enlarge or reduce the size of an image so that it fills the available space.
        case stretch
    }
}
