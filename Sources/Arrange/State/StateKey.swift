/// Where a dynamic property's storage lives: the structural identity of the view that declares
/// it and the property's position among the view's dynamic properties.
struct StateKey: Hashable {
    /// The structural identity of the view.
    var identity: UInt64
    /// The property's position in the view's declaration order.
    var index: Int
}
