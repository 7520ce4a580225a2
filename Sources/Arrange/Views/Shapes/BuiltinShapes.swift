/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}
    /// The frame itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangular shape with rounded corners.
public struct RoundedRectangle: Shape {
    /// The width and height of the rounded corners.
    public var cornerSize: CGSize

    /// Creates a rounded rectangle with the given corner radius.
    public init(cornerRadius: CGFloat) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    /// Creates a rounded rectangle with the given corner size.
    public init(cornerSize: CGSize) {
        self.cornerSize = cornerSize
    }

    /// The frame with rounded corners.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }
}

/// A circle centered on the frame of the view containing it, as large as fits.
public struct Circle: Shape {
    /// Creates a circle.
    public init() {}
    /// The largest circle centred in the frame.
    public func path(in rect: CGRect) -> Path {
        let side = Swift.min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: Shape {
    /// Creates an ellipse.
    public init() {}
    /// The ellipse inscribed in the frame.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A capsule shape aligned inside the frame of the view containing it: a rounded rectangle whose
/// corner radius is half its shorter side.
public struct Capsule: Shape {
    /// Creates a capsule.
    public init() {}
    /// The capsule filling the frame.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2)
    }
}
