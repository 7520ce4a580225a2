/// A capsule shape aligned inside the frame of the view containing it: a rounded rectangle whose
/// corner radius is half its shorter side.
///
/// A continuous corner of that radius would reach past the middle of the shorter side, so both
/// styles draw semicircular ends (see `RoundedCornerStyle`).
public struct Capsule: InsettableShape {
    /// The style of corners drawn by the capsule.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// Creates a capsule.
    nonisolated public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }
    /// The capsule filling the frame.
    nonisolated public func path(in rect: CGRect) -> Path {
        let rect = rect.shapeInset(by: insetAmount)
        return Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2, style: style)
    }
    /// The capsule filling the frame inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> Capsule {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}
