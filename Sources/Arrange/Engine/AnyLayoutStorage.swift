/// The engine's type-erased handle on one node's `Layout` value and its cache.
///
/// One instance per layout node, made when the view is resolved; the layout's `Cache` is created on
/// first use and lives here for the rest of the pass.
class AnyLayoutStorage {
    /// The name of the layout type, for diagnostics and the snapshot's tree.
    var typeName: String { "Layout" }
    /// The orientation the layout gives `Spacer`s and `Divider`s among its children.
    var stackOrientation: Axis? { nil }
    /// Single-child layout modifiers (frame, padding, …) are transparent to stack orientation.
    var isUnaryModifier: Bool { false }
    /// Whether the node reports its child's layout priority instead of 0 (oracle §2).
    var forwardsPriority: Bool { false }
    /// Whether the layout is one of Arrange's own, whose explicit guides come only from children.
    var isBuiltin: Bool { false }
    /// A size that the layout reports whatever the proposal, when it has one.
    var constantSize: CGSize? { nil }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {}
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing { ViewSpacing() }
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? { nil }
}

/// Facts about Arrange's own layouts that the engine uses to take fast paths.
protocol BuiltinLayout {
    /// Whether the layout is a single-child modifier, transparent to stack orientation.
    static var isUnaryModifier: Bool { get }
    /// Whether the node reports its child's layout priority.
    static var forwardsPriority: Bool { get }
    /// A size the layout reports for every proposal, if any.
    var constantSize: CGSize? { get }
    /// The name the snapshot's tree and diagnostics show, when the type's name isn't the best one.
    var displayName: String? { get }
}

extension BuiltinLayout {
    static var isUnaryModifier: Bool { true }
    static var forwardsPriority: Bool { false }
    var constantSize: CGSize? { nil }
    var displayName: String? { nil }
}

/// The storage for a layout of a concrete type.
/// Its methods are pre-specialised for Arrange's most common layouts (`@_specialize`), so that the
/// hot path through stacks and frames runs without generic metadata look-ups.
final class LayoutStorage<L: Layout>: AnyLayoutStorage {
    var layout: L
    var cache: L.Cache?

    init(_ layout: L) {
        self.layout = layout
    }

    override var typeName: String { (layout as? BuiltinLayout)?.displayName ?? String(describing: L.self) }
    override var stackOrientation: Axis? { layout.resolvedLayoutProperties.stackOrientation }
    override var isUnaryModifier: Bool { (L.self as? BuiltinLayout.Type)?.isUnaryModifier ?? false }
    override var forwardsPriority: Bool { (L.self as? BuiltinLayout.Type)?.forwardsPriority ?? false }
    override var isBuiltin: Bool { L.self is BuiltinLayout.Type }
    override var constantSize: CGSize? { (layout as? BuiltinLayout)?.constantSize }

    /// Runs `body` with the layout's cache, making it on first use.
    ///
    /// The cache is moved out of the stored property for the call and moved back afterwards, so no
    /// dynamic exclusive access stays open while the layout recurses into its subviews (open
    /// accesses accumulate with depth and made deep trees quadratic).
    @inline(__always)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var local: L.Cache
        if let existing = cache {
            local = existing
            cache = nil
        } else {
            local = layout.makeCache(subviews: subviews)
        }
        let result = body(&local)
        cache = local
        return result
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    @_specialize(where L == FrameLayout)
    @_specialize(where L == FlexFrameLayout)
    @_specialize(where L == PaddingLayout)
    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    @_specialize(where L == FrameLayout)
    @_specialize(where L == FlexFrameLayout)
    @_specialize(where L == PaddingLayout)
    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    @_specialize(where L == FrameLayout)
    @_specialize(where L == FlexFrameLayout)
    @_specialize(where L == PaddingLayout)
    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    @_specialize(where L == FrameLayout)
    @_specialize(where L == FlexFrameLayout)
    @_specialize(where L == PaddingLayout)
    override func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? {
        withCache(subviews) { cache in
            if key.axis == .horizontal {
                return layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            } else {
                return layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}
