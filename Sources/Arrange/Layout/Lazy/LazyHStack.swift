/// A view that arranges its children in a line that grows horizontally, creating items only as
/// needed.
///
/// The stack is as tall as it is proposed, and each child takes its ideal length along the
/// stack. Inside a `ScrollView`, content given by a `ForEach` is built during layout, only as far
/// as the viewport shows it (see `ArrangeLazyHStackLayout`).
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack(alignment: .top, spacing: 8) {
///         ForEach(0..<1_000_000, id: \.self) { row in
///             Color.blue.frame(width: 44).id(row)
///         }
///     }
/// }
/// ```
public struct LazyHStack<Content: View>: View {
    let layout: ArrangeLazyHStackLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal stack view with the given spacing, vertical alignment, pinning
    /// behavior, and content.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack. All child views have
    ///     the same vertical screen coordinate.
    ///   - spacing: The distance between adjacent subviews, or nil for each pair's preferred
    ///     spacing.
    ///   - pinnedViews: The kinds of child views that will be pinned (no effect on layout).
    ///   - content: A view builder that creates the content of this stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.layout = ArrangeLazyHStackLayout(alignment: alignment, spacing: spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A lazy stack is primitive: the engine lays it out with `ArrangeLazyHStackLayout`.
    public var body: Never { primitiveBody() }
}

extension LazyHStack: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        output.append(builder.addLazyContainer(layout, axis: .horizontal, content: content, context: context))
    }
}
