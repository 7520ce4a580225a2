/// Storage whose layout's `animatableData` can be interpolated (every `LayoutStorage`).
protocol InterpolatableLayoutStorage: AnyLayoutStorage {
    /// The storage of this layout with its animatable data moved from `old`'s towards this
    /// layout's, `remaining` of the way back (1: `old`'s data, 0: this layout's); nil when the
    /// layouts are of different types or their data are the same (nothing to animate).
    func interpolated(from old: AnyLayoutStorage, remaining: Double) -> AnyLayoutStorage?
}

extension LayoutStorage: InterpolatableLayoutStorage {
    func interpolated(from old: AnyLayoutStorage, remaining: Double) -> AnyLayoutStorage? {
        guard let oldLayout = (old as? LayoutStorage<L>)?.layout,
              let layout = interpolatedLayout(from: oldLayout, to: layout, remaining: remaining) else { return nil }
        return LayoutStorage<L>.make(layout)
    }
}

/// `to` with its animatable data `to + (from − to)·remaining`; nil when the data are equal (or
/// empty). An `AnyLayout` interpolates the data of the layout it wraps when both wrap the same
/// type.
func interpolatedLayout<L: Layout>(from: L, to: L, remaining: Double) -> L? {
    if let fromAny = from as? AnyLayout, let toAny = to as? AnyLayout {
        func open<B: Layout>(_ base: B) -> AnyLayout? {
            guard let fromBase = fromAny.base as? B, let result = interpolatedLayout(from: fromBase, to: base, remaining: remaining) else { return nil }
            return AnyLayout(result)
        }
        return open(toAny.base).map { $0 as! L }
    }
    guard L.AnimatableData.self != EmptyAnimatableData.self else { return nil }
    let fromData = from.animatableData, toData = to.animatableData
    guard fromData != toData else { return nil }
    var result = to
    result.animatableData = toData + (fromData - toData).scaled(by: remaining)
    return result
}
