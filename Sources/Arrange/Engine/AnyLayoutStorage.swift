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
    /// Whether the node reports its child's layout priority instead of 0 (Docs/LayoutRules.md §2).
    var forwardsPriority: Bool { false }
    /// Whether the layout is one of Arrange's own, whose explicit guides come only from children.
    var isBuiltin: Bool { false }
    /// A size that the layout reports whatever the proposal, when it has one.
    var constantSize: CGSize? { nil }
    /// Whether the layout's size and its subviews' frames depend on the proposal only through the
    /// subviews' sizes (stacks, padding): with proposal-invariant subviews and no explicit
    /// alignment guides, the node is proposal-invariant too.
    var preservesProposalInvariance: Bool { false }

    /// Whether `other` holds a layout of the same type with an equal value: by `Equatable` when
    /// the type conforms, else bit for bit when it is a plain value without references.
    func hasSameLayout(as other: AnyLayoutStorage) -> Bool { false }
    /// A digest of the layout's value for `SubtreeStamp` (equal digests: `hasSameLayout` holds),
    /// or nil when it has none (custom layouts).
    var valueStamp: UInt64? { nil }
    /// Takes over the cache of `predecessor` (the same node's storage in the previous layout, when
    /// of the same type); `refresh` says whether the subviews changed, so that the cache goes
    /// through `updateCache(_:subviews:)` on first use.
    func inherit(from predecessor: AnyLayoutStorage, refresh: Bool) {}

    /// A storage of the same layout for a graph that keeps this node from an earlier update
    /// (`RetainedViews`): new, so that the two graphs never share a cache (the new one inherits it
    /// as a relayout does); the storage of one of Arrange's own layouts without a cache (a frame,
    /// a padding, a text) is shared (`TypeFacts.sharesStorageAcrossUpdates`).
    func remade(by builder: GraphBuilder) -> LayoutStorageReference {
        builder.graph.layoutStorages.append(self)
        return LayoutStorageReference(unretained: self)
    }
    /// Makes the next use of the layout's cache update it first (`updateCache`), as when its
    /// subviews change: for answers its subviews gave earlier in the pass that no longer hold.
    func refreshCache() {}

    /// Where a single-child modifier of Arrange's own puts its child (`UnaryModifierLayout`), for
    /// the engine's direct placement of it; nil for other layouts, which place through
    /// `placeSubviews`.
    func singleChildPlacement(in bounds: CGRect, _ proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize)? { nil }

    /// Places the subviews of one of Arrange's own stacks without recording the placements: calls
    /// `emit` with each subview's index, origin, proposal and size (its answer to that proposal),
    /// as `placeSubviews` would place them, and returns true. Returns false, having emitted nothing,
    /// for other layouts and when a placement would need a repair (`placeSubviews` then reports it).
    func placeDirectly(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ emit: (Int, CGPoint, ProposedViewSize, CGSize) -> Void) -> Bool { false }

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
    /// Whether the layout's size and its subviews' frames depend on the proposal only through
    /// the subviews' sizes.
    static var preservesProposalInvariance: Bool { get }
    /// The name the snapshot's tree and diagnostics show, when the type's name isn't the best one.
    var displayName: String? { get }
}

extension BuiltinLayout {
    static var isUnaryModifier: Bool { true }
    static var forwardsPriority: Bool { false }
    static var preservesProposalInvariance: Bool { false }
    var constantSize: CGSize? { nil }
    var displayName: String? { nil }
}

/// The storage for a layout of a concrete type.
/// Frames, flexible frames and the axis stacks get subclasses whose overrides call the layout
/// directly (`SpecialisedLayoutStorage.swift`); the entry points they override are pre-specialised
/// here (`@_specialize`) only for the other common layouts (`ZStackLayout`, `PaddingLayout`), so
/// that the hot path through them runs without generic metadata look-ups.
class LayoutStorage<L: Layout>: AnyLayoutStorage {
    /// Constant, so that calls borrow it instead of copying it (a copy retains what it holds).
    let layout: L
    /// Unchecked exclusivity: it is only read or written whole, in `withCache`, never while a layout
    /// runs (the cache is moved out for the call).
    @exclusivity(unchecked) var cache: L.Cache?
    /// Whether the cache was inherited from the previous layout and must be updated for changed
    /// subviews on first use (see `inherit(from:refresh:)`).
    @exclusivity(unchecked) private var refreshInherited = false
    /// The type's answers as one of Arrange's own layouts, empty until first asked.
    @exclusivity(unchecked) private var answers = LayoutTypeAnswers(rawValue: 0)

    /// The type's answers, worked out on first need.
    private var typeAnswers: LayoutTypeAnswers {
        @inline(__always) get {
            if answers.isEmpty { answers = LayoutTypeAnswers(of: L.self) }
            return answers
        }
    }
    /// A number no other cache of the process has, shared by the caches that took this one over in
    /// later passes (`inherit(from:refresh:)`): what links a proxy a custom layout keeps in its
    /// cache to the layout's later passes (`LayoutCallStack`). 0 until a custom layout first runs.
    /// 32 bits keep a proxy at 32 bytes; should the count wrap in a long-running process, a stale
    /// proxy could stand for a subview of another running layout, never for freed memory (the
    /// graph's generation, which decides that, has 64 bits).
    @exclusivity(unchecked) private(set) var lineage: UInt32 = 0

    override func remade(by builder: GraphBuilder) -> LayoutStorageReference {
        if typeAnswers.contains(.sharesStorage) { return super.remade(by: builder) }
        return builder.storageReference(for: layout)
    }

    init(_ layout: L) {
        self.layout = layout
    }

    override var typeName: String { (layout as? BuiltinLayout)?.displayName ?? LayoutTypeNames.name(of: L.self) }
    override var stackOrientation: Axis? { layout.resolvedLayoutProperties.stackOrientation }
    override var isUnaryModifier: Bool { typeAnswers.contains(.unaryModifier) }
    override var forwardsPriority: Bool { typeAnswers.contains(.forwardsPriority) }
    override var isBuiltin: Bool { typeAnswers.contains(.builtin) }
    override var constantSize: CGSize? { (layout as? BuiltinLayout)?.constantSize }
    override var preservesProposalInvariance: Bool { typeAnswers.contains(.preservesProposalInvariance) }

    @_specialize(where L == ZStackLayout)
    @_specialize(where L == PaddingLayout)
    override func hasSameLayout(as other: AnyLayoutStorage) -> Bool {
        // Dynamic types compare by their metadata pointers, with no generic metadata look-up.
        guard type(of: other) == type(of: self) else { return false }
        let otherLayout = unsafeDowncast(other, to: LayoutStorage<L>.self).layout
        // The common layouts first, by metatype identity: constant in the specialised copies.
        // (Frames, flexible frames and the axis stacks have storages of their own, which override
        // this: `SpecialisedLayoutStorage.swift`.)
        if L.self == PaddingLayout.self { return Self.same(layout, otherLayout, as: PaddingLayout.self) }
        if L.self == ZStackLayout.self { return Self.same(layout, otherLayout, as: ZStackLayout.self) }
        if let comparable = L.self as? any ComparableLayout.Type {
            return Self.compare(comparable, layout, otherLayout)
        }
        if let value = layout as? any Equatable {
            return Self.isEqual(value, otherLayout)
        }
        // Bytes that differ may be padding: only equal bytes are conclusive.
        return _isPOD(L.self) && withUnsafeBytes(of: layout) { a in withUnsafeBytes(of: otherLayout) { b in a.elementsEqual(b) } }
    }

    override var valueStamp: UInt64? {
        guard let comparable = L.self as? any ComparableLayout.Type else { return nil }
        return Self.stamp(comparable, layout)
    }

    private static func stamp<C: ComparableLayout>(_: C.Type, _ value: L) -> UInt64? {
        C.stamp(of: unsafeBitCast(value, to: C.self))
    }

    @inline(__always)
    private static func same<C: ComparableLayout>(_ a: L, _ b: L, as _: C.Type) -> Bool {
        C.hasSameValue(unsafeBitCast(a, to: C.self), unsafeBitCast(b, to: C.self))
    }

    private static func compare<C: ComparableLayout>(_: C.Type, _ a: L, _ b: L) -> Bool {
        C.hasSameValue(unsafeBitCast(a, to: C.self), unsafeBitCast(b, to: C.self))
    }

    private static func isEqual<E: Equatable>(_ value: E, _ other: Any) -> Bool {
        (other as? E) == value
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    @_specialize(where L == FrameLayout)
    @_specialize(where L == FlexFrameLayout)
    @_specialize(where L == PaddingLayout)
    override func inherit(from predecessor: AnyLayoutStorage, refresh: Bool) {
        guard type(of: predecessor) == type(of: self) else { return }
        let predecessor = unsafeDowncast(predecessor, to: LayoutStorage<L>.self)
        cache = predecessor.cache
        refreshInherited = refresh && cache != nil
        if cache != nil { lineage = predecessor.lineage }
    }

    override func refreshCache() {
        refreshInherited = cache != nil
    }

    /// Runs `body` with the subviews to hand the layout and its cache, making the cache on first
    /// use.
    ///
    /// The cache is moved out of the stored property for the call and moved back afterwards, so no
    /// dynamic exclusive access stays open while the layout recurses into its subviews (open
    /// accesses accumulate with depth and made deep trees quadratic). A custom layout gets its
    /// subviews as proxies that are checked when used (`LayoutCallStack`), and the call is recorded
    /// while it runs; Arrange's own layouts get them as they are.
    @inline(__always)
    final func withCache<R>(_ subviews: LayoutSubviews, _ body: (LayoutSubviews, inout L.Cache) -> R) -> R {
        if isCustom { return withCustomCache(subviews, body) }
        return withCacheUnchecked(subviews, body)
    }

    /// `withCache` for one of Arrange's own layouts: the subviews as they are. The specialised
    /// storages of the common layouts (`SpecialisedLayoutStorage.swift`) call it directly.
    @inline(__always)
    final func withCacheUnchecked<R>(_ subviews: LayoutSubviews, _ body: (LayoutSubviews, inout L.Cache) -> R) -> R {
        var local: L.Cache
        if let existing = cache {
            local = existing
            cache = nil
            if refreshInherited {
                refreshInherited = false
                layout.updateCache(&local, subviews: subviews)
            }
        } else {
            local = layout.makeCache(subviews: subviews)
        }
        let result = body(subviews, &local)
        cache = local
        return result
    }

    /// `withCache` for a custom layout: checked proxies, and the call recorded.
    @inline(never)
    private func withCustomCache<R>(_ subviews: LayoutSubviews, _ body: (LayoutSubviews, inout L.Cache) -> R) -> R {
        if lineage == 0 { lineage = Self.makeLineage() }
        let checked = subviews.handedToCustomLayout(lineage: lineage)
        return LayoutCallStack.current.during(subviews.graphReference, container: subviews.container, lineage: lineage) {
            withCacheUnchecked(checked, body)
        }
    }

    /// A new lineage: never 0, which stands for none.
    private static func makeLineage() -> UInt32 {
        var lineage: UInt32
        repeat { lineage = UInt32(truncatingIfNeeded: LayoutGraph.makeGeneration()) } while lineage == 0
        return lineage
    }

    /// Whether the layout is a custom one (not one of Arrange's own, or `AnyLayout`, which runs
    /// custom ones): found on first use.
    private var isCustom: Bool {
        @inline(__always) get { !typeAnswers.contains(.builtin) }
    }

    @_specialize(where L == ZStackLayout)
    @_specialize(where L == PaddingLayout)
    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { subviews, cache in layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache) }
    }

    @_specialize(where L == ZStackLayout)
    @_specialize(where L == PaddingLayout)
    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { subviews, cache in layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
    }

    @_specialize(where L == ZStackLayout)
    @_specialize(where L == PaddingLayout)
    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { subviews, cache in layout.spacing(subviews: subviews, cache: &cache) }
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    @_specialize(where L == FrameLayout)
    @_specialize(where L == FlexFrameLayout)
    @_specialize(where L == PaddingLayout)
    override func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? {
        withCache(subviews) { subviews, cache in
            if key.axis == .horizontal {
                return layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            } else {
                return layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}
