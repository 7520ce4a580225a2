extension Shape {
    /// Traces the outline of this shape inset by half the line width with the foreground style,
    /// so the stroke stays inside the frame.
    ///
    /// ```swift
    /// Circle().strokeBorder(lineWidth: 4).foregroundStyle(.blue)
    /// ```
    ///
    /// As in SwiftUI, where the style parameter defaults to `.foreground`: the stroke takes the
    /// environment's foreground style (`foregroundStyle(_:)`, `foregroundColor(_:)`), black in the
    /// light appearance when none is set.
    ///
    /// - Parameter lineWidth: The width of the stroke, in points; 1 by default.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (nil, StrokeStyle(lineWidth: lineWidth), true))
    }
}
