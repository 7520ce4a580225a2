/// A view type that supports immediate mode drawing.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
/// }
/// .frame(width: 300, height: 200)
/// ```
///
/// Like a shape, a canvas takes the size proposed to it (10 points along a dimension proposed
/// nothing). Its renderer runs when the display list is made, with a ``GraphicsContext`` whose
/// origin is the canvas's top-left corner; what it draws is clipped to the canvas.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let isOpaque: Bool
    let colorMode: ColorRenderingMode
    let rendersAsynchronously: Bool

    /// `Canvas` is primitive: the engine resolves it into a leaf.
    public var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let drawing = CanvasDrawing(renderer: renderer, environment: context.environment)
        output.append(builder.addLeaf(LeafContent(shape: nil, fill: nil, stroke: nil, canvas: drawing), context: context))
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas is fully opaque (a rendering hint; Arrange draws the same).
    ///   - colorMode: The working color space and storage format of the canvas (Arrange
    ///     composites in non-linear sRGB whatever the mode).
    ///   - rendersAsynchronously: Whether the canvas may render asynchronously (a hint; Arrange
    ///     renders when the display list is made).
    ///   - renderer: A closure in which you draw, given a graphics context and the canvas's size.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}
