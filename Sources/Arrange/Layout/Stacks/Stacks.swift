/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    /// Creates a horizontal stack with the given spacing and vertical alignment.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack.
    ///   - spacing: The distance between adjacent subviews, or nil for each pair's preferred
    ///     spacing (8 points between plain views, 0 next to a `Spacer`).
    ///   - content: A view builder that creates the content of this stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A stack is primitive: the engine lays it out with `HStackLayout`.
    public var body: Never { primitiveBody() }
}

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    /// Creates a vertical stack with the given spacing and horizontal alignment.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack.
    ///   - spacing: The distance between adjacent subviews, or nil for each pair's preferred
    ///     spacing.
    ///   - content: A view builder that creates the content of this stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A stack is primitive: the engine lays it out with `VStackLayout`.
    public var body: Never { primitiveBody() }
}

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// A stack is primitive: the engine lays it out with `ZStackLayout`.
    public var body: Never { primitiveBody() }
}

extension HStack: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        output.append(builder.addContainer(layout, content: content, context: context))
    }
}

extension VStack: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        output.append(builder.addContainer(layout, content: content, context: context))
    }
}

extension ZStack: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        output.append(builder.addContainer(layout, content: content, context: context))
    }
}
