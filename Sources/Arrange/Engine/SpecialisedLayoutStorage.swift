/// Storages for the layouts that make up most nodes (frames, flexible frames and the two axis
/// stacks). Their overrides call the layout directly: the inherited entry points are
/// `LayoutStorage<L>`'s generic ones, which find their `@_specialize`d copies through a generic
/// metadata look-up on every call. `LayoutStorage<L>` keeps `@_specialize`d copies only for the
/// common layouts without a storage of their own (`ZStackLayout`, `PaddingLayout`) and for the
/// entry points these storages inherit.
final class FrameLayoutStorage: LayoutStorage<FrameLayout> {
    override var valueStamp: UInt64? { FrameLayout.stamp(of: layout) }

    override func hasSameLayout(as other: AnyLayoutStorage) -> Bool {
        guard type(of: other) == FrameLayoutStorage.self else { return false }
        return layout == unsafeDowncast(other, to: FrameLayoutStorage.self).layout
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        var cache: Void = ()
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        var cache: Void = ()
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    override func singleChildPlacement(in bounds: CGRect, _ proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize)? {
        layout.childPlacement(in: bounds, proposal: proposal, child: child)
    }

    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        var cache: Void = ()
        return layout.spacing(subviews: subviews, cache: &cache)
    }
}

/// The storage of `HStackLayout` and `VStackLayout` (`AxisStackLayout`): one class for both
/// axes, calling the shared `StackAlgorithm` directly.
final class StackLayoutStorage<L: AxisStackLayout>: LayoutStorage<L> {
    override var valueStamp: UInt64? { L.stamp(of: layout) }

    override func hasSameLayout(as other: AnyLayoutStorage) -> Bool {
        // Dynamic types compare by their metadata pointers, with no cast.
        guard type(of: other) == type(of: self) else { return false }
        return L.hasSameValue(layout, unsafeDowncast(other, to: StackLayoutStorage<L>.self).layout)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let algorithm = layout.algorithm
        return withCacheUnchecked(subviews) { subviews, cache in algorithm.size(proposal, subviews, &cache) }
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let algorithm = layout.algorithm
        withCacheUnchecked(subviews) { subviews, cache in algorithm.place(in: bounds, proposal, subviews, &cache) }
    }

    override func placeDirectly(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ emit: (Int, CGPoint, ProposedViewSize, CGSize) -> Void) -> Bool {
        let algorithm = layout.algorithm
        return withCacheUnchecked(subviews) { subviews, cache in algorithm.placeDirectly(in: bounds, proposal, subviews, &cache, emit) }
    }

    /// The spacing follows from the subviews alone: the cache is not needed.
    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        layout.algorithm.spacing(subviews)
    }
}

/// See `FrameLayoutStorage`.
final class FlexFrameLayoutStorage: LayoutStorage<FlexFrameLayout> {
    /// The layout's constraints, kept here as plain values: the engine sizes a flexible frame
    /// around a colour from them (`sizeOverLeaf`) without copying the layout out of the storage.
    private let horizontal: FlexFrameLayout.Constraints
    private let vertical: FlexFrameLayout.Constraints

    override init(_ layout: FlexFrameLayout) {
        horizontal = layout.horizontal
        vertical = layout.vertical
        super.init(layout)
    }

    /// The frame's size around a colour or shape (`NodeFlags.arithmeticFrame`).
    @inline(__always)
    func sizeOverLeaf(_ proposal: ProposedViewSize) -> CGSize {
        FlexFrameLayout.sizeOverLeaf(horizontal, vertical, proposal)
    }

    /// Where the frame, placed in `bounds` with `proposal`, puts a colour or shape that is its child
    /// (`NodeFlags.arithmeticFrame`), what it proposes it and the size the child takes: the
    /// arithmetic of `FlexFrameLayout.childPlacement` with the child's answer known (the proposal,
    /// 10 points on an unspecified axis, Docs/LayoutRules.md §1) and its guides the default ones
    /// (a colour or shape sets none), without copying the layout out of the storage.
    @inline(__always)
    func placementOverLeaf(in bounds: CGRect, _ proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        let childProposal = FlexFrameLayout.childProposal(horizontal, vertical, in: bounds, proposal)
        let size = childProposal.replacingUnspecifiedDimensions()
        return (FrameLayout.aligned(ViewDimensions(size: size, source: nil), in: bounds, alignment: layout.alignment), childProposal, size)
    }

    override var valueStamp: UInt64? { FlexFrameLayout.stamp(of: layout) }

    override func hasSameLayout(as other: AnyLayoutStorage) -> Bool {
        guard type(of: other) == FlexFrameLayoutStorage.self else { return false }
        return layout == unsafeDowncast(other, to: FlexFrameLayoutStorage.self).layout
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        var cache: Void = ()
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        var cache: Void = ()
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    override func singleChildPlacement(in bounds: CGRect, _ proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize)? {
        layout.childPlacement(in: bounds, proposal: proposal, child: child)
    }

    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        var cache: Void = ()
        return layout.spacing(subviews: subviews, cache: &cache)
    }
}

extension LayoutStorage {
    /// The storage for `layout`: a specialised subclass for the commonest layout types.
    ///
    /// Not optimised: Swift 6.3's optimiser crashes specialising this function (signal 6 in
    /// `LayoutStorage.make` for `HStackLayout`); it runs once per node, when views are resolved.
    @_optimize(none)
    static func make(_ layout: L) -> LayoutStorage<L> {
        if L.self == FrameLayout.self {
            return unsafeBitCast(FrameLayoutStorage(unsafeBitCast(layout, to: FrameLayout.self)), to: LayoutStorage<L>.self)
        }
        if L.self == HStackLayout.self {
            return unsafeBitCast(StackLayoutStorage<HStackLayout>(unsafeBitCast(layout, to: HStackLayout.self)), to: LayoutStorage<L>.self)
        }
        if L.self == VStackLayout.self {
            return unsafeBitCast(StackLayoutStorage<VStackLayout>(unsafeBitCast(layout, to: VStackLayout.self)), to: LayoutStorage<L>.self)
        }
        if L.self == FlexFrameLayout.self {
            return unsafeBitCast(FlexFrameLayoutStorage(unsafeBitCast(layout, to: FlexFrameLayout.self)), to: LayoutStorage<L>.self)
        }
        return LayoutStorage(layout)
    }
}
