/// A normalized 2D point in a view's coordinate space.
///
/// Mirrors SwiftUI's `UnitPoint`: `(0, 0)` is the top-leading corner and
/// `(1, 1)` the bottom-trailing corner of the view.
public struct UnitPoint: Hashable, Sendable {
    /// The normalized distance from the leading edge.
    public var x: CGFloat
    /// The normalized distance from the top edge.
    public var y: CGFloat

    /// Creates a unit point at the origin, `(0, 0)`.
    public init() {
        self.init(x: 0, y: 0)
    }

    /// Creates a unit point with the given normalized coordinates.
    ///
    /// - Parameters:
    ///   - x: The normalized distance from the leading edge.
    ///   - y: The normalized distance from the top edge.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center point, `(0.5, 0.5)`.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge, `(0, 0.5)`.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge, `(1, 0.5)`.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge, `(0.5, 0)`.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge, `(0.5, 1)`.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner, `(0, 0)`.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner, `(1, 0)`.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner, `(0, 1)`.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner, `(1, 1)`.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
