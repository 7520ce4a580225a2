// Shapes are values that may be made and drawn on any thread: their initialisers and paths are
// `nonisolated`, as in SwiftUI (Apple's `Shape`: "nonisolated func path(in:)").
/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    nonisolated public init() {}
    /// The frame itself.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangular shape with rounded corners.
public struct RoundedRectangle: Shape {
    /// The width and height of the rounded corners.
    public var cornerSize: CGSize

    /// Creates a rounded rectangle with the given corner radius.
    nonisolated public init(cornerRadius: CGFloat) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    /// Creates a rounded rectangle with the given corner size.
    nonisolated public init(cornerSize: CGSize) {
        self.cornerSize = cornerSize
    }

    /// The frame with rounded corners.
    nonisolated public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }
}

/// A circle centered on the frame of the view containing it, as large as fits.
public struct Circle: Shape {
    /// Creates a circle.
    nonisolated public init() {}
    /// The largest circle centred in the frame.
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = Swift.min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: Shape {
    /// Creates an ellipse.
    nonisolated public init() {}
    /// The ellipse inscribed in the frame.
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A capsule shape aligned inside the frame of the view containing it: a rounded rectangle whose
/// corner radius is half its shorter side.
public struct Capsule: Shape {
    /// Creates a capsule.
    nonisolated public init() {}
    /// The capsule filling the frame.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2)
    }
}
