import Arrange

/// Why an example app could not render what it was asked for.
public enum AppRenderError: Error, CustomStringConvertible {
    /// The PNG renderer refused the size (too many pixels).
    case noImage(CGSize)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .noImage(let size): return "cannot make a PNG image of \(size.width)x\(size.height) points"
        }
    }
}
