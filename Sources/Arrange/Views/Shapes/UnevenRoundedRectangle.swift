/// A rectangular shape with rounded corners with different values, aligned inside the frame of
/// the view containing it.
///
/// Leading and trailing are left and right: Arrange draws shapes left-to-right (see
/// `Docs/Differences.md`, "Shapes and paths"). Each radius is clamped to half the shorter side.
public struct UnevenRoundedRectangle: InsettableShape {
    /// The radii of each corner of the rounded rectangle.
    public var cornerRadii: RectangleCornerRadii
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a new rounded rectangle shape with uneven corners.
    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a new rounded rectangle shape with uneven corners.
    nonisolated public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    /// The frame with each corner rounded by its radius.
    nonisolated public func path(in rect: CGRect) -> Path {
        let rect = rect.shapeInset(by: insetAmount)
        let limit = Swift.min(rect.width, rect.height) / 2
        func radius(_ value: CGFloat) -> CGFloat { Swift.min(limit, Swift.max(0, value - insetAmount)) }
        let radii = RectangleCornerRadii(topLeading: radius(cornerRadii.topLeading), bottomLeading: radius(cornerRadii.bottomLeading),
                                         bottomTrailing: radius(cornerRadii.bottomTrailing), topTrailing: radius(cornerRadii.topTrailing))
        return Path(roundedRect: rect, cornerRadii: radii, style: style)
    }

    /// The shape inset by `amount`, its radii shrinking by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}
