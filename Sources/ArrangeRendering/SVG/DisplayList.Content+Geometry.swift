import Arrange

extension DisplayList.Content {
    /// Whether the item draws or clips by geometry (what a projection maps).
    var drawsGeometry: Bool {
        switch self {
        case .fill, .fillGradient, .image, .stroke, .glyphs, .pushClip: return true
        default: return false
        }
    }
}
