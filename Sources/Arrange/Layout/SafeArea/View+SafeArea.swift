extension View {
    /// Shows the specified content above or below the modified view.
    ///
    /// The content is anchored to `edge`, aligned horizontally by `alignment`; the modified view
    /// is inset by the content's height and the spacing, and its safe area loses as much at that
    /// edge (Docs/LayoutRules.md §13).
    ///
    /// - Parameters:
    ///   - edge: The vertical edge of the view to inset by the height of `content`.
    ///   - alignment: The alignment guide used to position `content` horizontally.
    ///   - spacing: Extra distance placed between the two views, or nil for the default
    ///     (Docs/Differences.md, "Safe area").
    ///   - content: The view to display in the inset space of the modified view.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, inset: content(), layout: SafeAreaInsetLayout(edge: edge == .top ? .top : .bottom, alignment: alignment.key, spacing: spacing))
    }

    /// Shows the specified content beside the modified view.
    ///
    /// The content is anchored to `edge`, aligned vertically by `alignment`; the modified view is
    /// inset by the content's width and the spacing, and its safe area loses as much at that edge
    /// (Docs/LayoutRules.md §13).
    ///
    /// - Parameters:
    ///   - edge: The horizontal edge of the view to inset by the width of `content`.
    ///   - alignment: The alignment guide used to position `content` vertically.
    ///   - spacing: Extra distance placed between the two views, or nil for the default
    ///     (Docs/Differences.md, "Safe area").
    ///   - content: The view to display in the inset space of the modified view.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, inset: content(), layout: SafeAreaInsetLayout(edge: edge == .leading ? .leading : .trailing, alignment: alignment.key, spacing: spacing))
    }

    /// Adds the provided insets into the safe area of this view.
    ///
    /// Laid out as `padding(_:)` is; views inside that ignore the safe area extend into the
    /// insets (Docs/LayoutRules.md §13). Negative or non-finite insets count as 0 (reported).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        let layout = SafeAreaPaddingLayout(insets: insets)
        return TraitModifierView(content: layoutModifier(layout.sanitized)) { builder, node in
            builder.graph.usesSafeArea = true
            if let problem = layout.inputProblem { builder.graph.report(problem, at: node) }
        }
    }

    /// Adds the provided insets into the safe area of this view on the specified edges.
    ///
    /// - Parameters:
    ///   - edges: The edges to add to. The default is `.all`.
    ///   - length: The amount, in points; nil for the default padding, 16 points
    ///     (Docs/LayoutRules.md §2.4).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = length ?? 16
        return safeAreaPadding(EdgeInsets(
            top: edges.contains(.top) ? amount : 0,
            leading: edges.contains(.leading) ? amount : 0,
            bottom: edges.contains(.bottom) ? amount : 0,
            trailing: edges.contains(.trailing) ? amount : 0))
    }

    /// Adds the provided length into the safe area of this view on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Expands the safe area of a view.
    ///
    /// On each of `edges` where the view's frame reaches the boundary of the safe area around
    /// it, the view is proposed the area extended to the outer edge of the unsafe region and
    /// centred in it (Docs/LayoutRules.md §13). Arrange's safe areas are all of the container
    /// region: `regions` without `.container` changes nothing.
    ///
    /// - Parameters:
    ///   - regions: The regions to expand the view's safe area into. All by default.
    ///   - edges: The set of edges to expand. All by default.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        TraitModifierView(content: self) { builder, node in
            guard regions.contains(.container), !edges.isEmpty else { return }
            builder.graph.safeAreaIgnoringEdges[node, default: []].formUnion(edges)
        }
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas.
    ///
    /// The deprecated form of ``ignoresSafeArea(_:edges:)``, with the container region.
    @available(*, deprecated, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }
}
