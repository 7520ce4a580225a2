/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
///
/// The corners are `.continuous` unless told otherwise, as in SwiftUI; see `RoundedCornerStyle`
/// for the curve drawn.
public struct RoundedRectangle: InsettableShape {
    /// The width and height of the rounded corners.
    public var cornerSize: CGSize
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a rounded rectangle with the given corner radius.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Creates a rounded rectangle with the given corner size.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The frame with rounded corners.
    nonisolated public func path(in rect: CGRect) -> Path {
        let corner = CGSize(width: Swift.max(0, cornerSize.width - insetAmount), height: Swift.max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: rect.shapeInset(by: insetAmount), cornerSize: corner, style: style)
    }

    /// The rounded rectangle inset by `amount`; its corners' radii shrink by `amount` too, so
    /// the inset outline stays parallel to the original.
    nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}
