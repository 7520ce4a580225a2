/// The inset distances for the sides of a rectangle.
///
/// Mirrors SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates edge insets with all four distances equal to zero.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates edge insets with the given distances.
    ///
    /// - Parameters:
    ///   - top: The inset from the top edge.
    ///   - leading: The inset from the leading edge.
    ///   - bottom: The inset from the bottom edge.
    ///   - trailing: The inset from the trailing edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates edge insets with the same distance on all four edges.
    ///
    /// - Parameter length: The inset applied to every edge.
    init(_all length: CGFloat) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    /// The total horizontal inset, `leading + trailing`.
    var horizontalSum: CGFloat {
        leading + trailing
    }

    /// The total vertical inset, `top + bottom`.
    var verticalSum: CGFloat {
        top + bottom
    }
}
