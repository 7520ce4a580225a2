/// The layout behind `.overlay` and `.background` (Docs/LayoutRules.md §2.8).
///
/// Subview 0 is the primary view and sizes the result; subview 1 is the secondary content, proposed
/// exactly the primary's size and aligned so that both views' alignment guides coincide (explicit
/// guides included). The secondary never affects the layout of anything else.
struct OverlayLayout: Layout, BuiltinLayout, Equatable {
    let alignment: Alignment
    /// Whether the secondary content is drawn behind the primary view.
    let isBackground: Bool
    /// Whether the secondary content is the primary view's mask (`mask(alignment:_:)`): it is
    /// laid out as an overlay and drawn as the primary's alpha mask.
    var isMask = false

    static var isUnaryModifier: Bool { true }
    static var forwardsPriority: Bool { true }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        guard subviews.count > 1 else { return }
        let secondary = subviews[1]
        let secondaryProposal = ProposedViewSize(bounds.size)
        let primaryDimensions = primary.dimensions(in: proposal)
        let secondaryDimensions = secondary.dimensions(in: secondaryProposal)
        secondary.place(
            at: CGPoint(
                x: bounds.minX + primaryDimensions[alignment.horizontal] - secondaryDimensions[alignment.horizontal],
                y: bounds.minY + primaryDimensions[alignment.vertical] - secondaryDimensions[alignment.vertical]),
            anchor: .topLeading,
            proposal: secondaryProposal)
    }

    /// The primary view's spacing preferences.
    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        subviews.first?.spacing ?? .zero
    }

    /// The primary view's explicit guides.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        subviews.first?.explicitGuide(guide.key, proposal: proposal)
    }

    /// The primary view's explicit guides.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        subviews.first?.explicitGuide(guide.key, proposal: proposal)
    }
}

/// A view with secondary content layered in front of or behind it.
struct OverlayView<Content: View, Secondary: View>: View, PrimitiveView {
    let content: Content
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool
    /// The edges on which the secondary content ignores the safe area (a colour given as the
    /// secondary view: Docs/LayoutRules.md §13).
    var secondaryIgnoresSafeAreaEdges: Edge.Set = []
    /// Whether the secondary content is the primary view's alpha mask.
    var isMask = false

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        var primaries: [Int32] = []
        builder.resolve(content, context: context, into: &primaries)
        for primary in primaries {
            let node = builder.addOverlay(secondary, to: primary, alignment: alignment, isBackground: isBackground, isMask: isMask, context: context)
            if !secondaryIgnoresSafeAreaEdges.isEmpty, builder.graph.nodes[Int(node)].childCount > 1 {
                let secondaryNode = builder.graph.childList[Int(builder.graph.nodes[Int(node)].firstChild) + 1]
                builder.graph.safeAreaIgnoringEdges[secondaryNode, default: []].formUnion(secondaryIgnoresSafeAreaEdges)
            }
            output.append(node)
        }
    }
}

extension View {
    /// Layers the views that you specify in front of this view, aligned by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        OverlayView(content: self, secondary: content(), alignment: alignment, isBackground: false)
    }

    /// Layers a secondary view in front of this view.
    ///
    /// A `Color` given here is SwiftUI's `overlay(_:ignoresSafeAreaEdges:)` (a colour is a shape
    /// style): it extends into the safe area on every edge where it reaches it
    /// (Docs/LayoutRules.md §13).
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        OverlayView(content: self, secondary: overlay, alignment: alignment, isBackground: false,
                    secondaryIgnoresSafeAreaEdges: V.self == Color.self ? .all : [])
    }

    /// Layers the views that you specify behind this view, aligned by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        OverlayView(content: self, secondary: content(), alignment: alignment, isBackground: true)
    }

    /// Layers a view (a colour, for instance) behind this view.
    ///
    /// A `Color` given here is SwiftUI's `background(_:ignoresSafeAreaEdges:)` (a colour is a
    /// shape style): it extends into the safe area on every edge where it reaches it
    /// (Docs/LayoutRules.md §13).
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        OverlayView(content: self, secondary: background, alignment: alignment, isBackground: true,
                    secondaryIgnoresSafeAreaEdges: V.self == Color.self ? .all : [])
    }

    /// Adds a border with the specified style and width: a rectangle stroked inside the view's
    /// frame, which doesn't change the view's layout.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
