/// Storages for the layouts that make up most nodes, whose value comparison (run for every node
/// when `LayoutHost` matches a new tree with the previous one) is a direct call here rather than
/// a generic one through `LayoutStorage<L>`'s unspecialised vtable entry.
final class FrameLayoutStorage: LayoutStorage<FrameLayout> {
    override func hasSameLayout(as other: AnyLayoutStorage) -> Bool {
        guard let other = other as? FrameLayoutStorage else { return false }
        return layout == other.layout
    }
}

/// See `FrameLayoutStorage`.
final class HStackLayoutStorage: LayoutStorage<HStackLayout> {
    override func hasSameLayout(as other: AnyLayoutStorage) -> Bool {
        guard let other = other as? HStackLayoutStorage else { return false }
        return HStackLayout.hasSameValue(layout, other.layout)
    }
}

/// See `FrameLayoutStorage`.
final class VStackLayoutStorage: LayoutStorage<VStackLayout> {
    override func hasSameLayout(as other: AnyLayoutStorage) -> Bool {
        guard let other = other as? VStackLayoutStorage else { return false }
        return VStackLayout.hasSameValue(layout, other.layout)
    }
}

extension LayoutStorage {
    /// The storage for `layout`: a specialised subclass for the commonest layout types.
    static func make(_ layout: L) -> LayoutStorage<L> {
        if L.self == FrameLayout.self {
            return unsafeBitCast(FrameLayoutStorage(unsafeBitCast(layout, to: FrameLayout.self)), to: LayoutStorage<L>.self)
        }
        if L.self == HStackLayout.self {
            return unsafeBitCast(HStackLayoutStorage(unsafeBitCast(layout, to: HStackLayout.self)), to: LayoutStorage<L>.self)
        }
        if L.self == VStackLayout.self {
            return unsafeBitCast(VStackLayoutStorage(unsafeBitCast(layout, to: VStackLayout.self)), to: LayoutStorage<L>.self)
        }
        return LayoutStorage(layout)
    }
}
