extension Path: Shape {
    /// Creates an empty path, then has `callback` add to it.
    ///
    /// ```swift
    /// Path { path in
    ///     path.move(to: CGPoint(x: 0, y: 20))
    ///     path.addLine(to: CGPoint(x: 20, y: 0))
    /// }
    /// .stroke(Color.blue, lineWidth: 2)
    /// ```
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// A path is a shape drawn as it is, whatever the frame's size: its coordinates are the
    /// view's local coordinates. SwiftUI's `Path.path(in:)` returns the path itself; Arrange
    /// moves it to `rect`'s origin, which is the same for the zero-origin rectangles SwiftUI
    /// passes, and places it in the view's frame where Arrange's drawing asks in the host's
    /// coordinates.
    public func path(in rect: CGRect) -> Path {
        guard rect.minX != 0 || rect.minY != 0, rect.minX.isFinite, rect.minY.isFinite else { return self }
        return applying(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    }
}
