import Foundation

extension Image {
    /// A scale to apply to vector images relative to text.
    public enum Scale: Hashable, Sendable {
        /// A scale that produces small images.
        case small
        /// A scale that produces medium-sized images.
        case medium
        /// A scale that produces large images.
        case large

        /// The symbol placeholder's size relative to `.medium`: Apple's documentation of
        /// `NSImage.SymbolScale` calls small "approximately 20% smaller" and large
        /// "approximately 30% larger" than medium.
        var symbolFactor: CGFloat {
            switch self {
            case .small: return 0.8
            case .medium: return 1
            case .large: return 1.3
            }
        }
    }
}
