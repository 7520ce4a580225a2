/// A 2D shape that you can use when drawing a view.
///
/// As a view, a shape fills the space it is offered (10 points on an unspecified axis, Docs/LayoutRules.md §1)
/// with the foreground style.
public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    ///
    /// Not isolated to the main actor, as in SwiftUI: a shape's path may be made on any thread.
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape's body draws it filled with the foreground style.
    public var body: _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: nil)
    }

    /// Fills this shape with a color or gradient, by the fill rule of `style` (non-zero winding
    /// unless `FillStyle(eoFill: true)`).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: content, stroke: nil, isEOFilled: style.isEOFilled)
    }

    /// Fills this shape with the foreground style, by the fill rule of `style`.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: nil, isEOFilled: style.isEOFilled)
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (content, StrokeStyle(lineWidth: lineWidth), false))
    }

    /// Traces the outline of this shape with a color or gradient and a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (content, style, false))
    }

    /// Traces the outline of this shape with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (nil, StrokeStyle(lineWidth: lineWidth), false))
    }

    /// Traces the outline of this shape with the foreground style and a stroke style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (nil, style, false))
    }

    /// Traces the outline of this shape inset by half the line width, so the stroke stays inside
    /// the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (content, StrokeStyle(lineWidth: lineWidth), true))
    }

    /// Traces the outline of this shape inset by half the line width with a color or gradient
    /// and a stroke style (dashes included), so the stroke stays inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (content, style, true))
    }

    /// Traces the outline of this shape inset by half the line width with the foreground style
    /// and a stroke style.
    public func strokeBorder(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (nil, style, true))
    }
}

/// A shape drawn with a fill or a stroke.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    let shape: Content
    let fill: (any ShapeStyle)?
    let stroke: (style: (any ShapeStyle)?, strokeStyle: StrokeStyle, isInset: Bool)?
    var isEOFilled = false

    init(shape: Content, fill: (any ShapeStyle)?, stroke: (style: (any ShapeStyle)?, strokeStyle: StrokeStyle, isInset: Bool)?, isEOFilled: Bool = false) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.isEOFilled = isEOFilled
    }

    /// A shape view is primitive.
    public var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let environment = context.environment
        let fill = self.fill.flatMap { Paint($0, in: environment) } ?? (stroke == nil ? environment.foregroundPaint : nil)
        let stroke = self.stroke.map { stroke in
            (color: stroke.style.flatMap { Paint($0, in: environment)?.representativeColor } ?? environment.foregroundColor,
             style: stroke.strokeStyle, isInset: stroke.isInset)
        }
        let leaf = builder.addLeaf(LeafContent(shape: shape, fill: fill, stroke: stroke, isEOFilled: isEOFilled), context: context)
        // A colour from an asset catalog that could not be read (Color+Asset.swift).
        if let color = self.fill as? Color, let problem = color.problem { builder.graph.report(problem, at: leaf) }
        if let color = self.stroke?.style as? Color, let problem = color.problem { builder.graph.report(problem, at: leaf) }
        output.append(leaf)
    }
}
