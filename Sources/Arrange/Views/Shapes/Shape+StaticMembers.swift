extension Shape where Self == Capsule {
    /// A capsule shape, for `clipShape(.capsule)` and the like.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    /// A circle, for `clipShape(.circle)` and the like.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse, for `clipShape(.ellipse)` and the like.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Rectangle {
    /// A rectangle, for `clipShape(.rect)` and the like.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius` points.
    public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}
