/// `HStackLayout` and `VStackLayout`: the two layouts that run `StackAlgorithm`, one per axis,
/// with the same cache. The engine keeps both in one storage type (`StackLayoutStorage`).
protocol AxisStackLayout: Layout, ComparableLayout where Cache == _StackLayoutCache {
    /// The stack algorithm for this layout's axis, alignment and spacing.
    var algorithm: StackAlgorithm { get }
}

extension HStackLayout: AxisStackLayout {}

extension VStackLayout: AxisStackLayout {}
