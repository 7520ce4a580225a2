/// What a `State` value refers to: its initial value and, once installed, the host's storage.
///
/// A view's value is made again each time the view around it is evaluated, and most of those
/// values are compared and dropped (`RetainedViews`) or installed at once: the box makes storage
/// of its own only when read or written before a host installed it, so that making a `State`
/// allocates one object, not two.
final class StateBox<Value> {
    let initialValue: Value
    /// The host's storage once installed, or the box's own once made.
    private var storage: StateLocation<Value>?

    init(_ value: Value) {
        initialValue = value
    }

    /// The storage the property reads and writes: its own until a host installs the view.
    var location: StateLocation<Value> {
        get {
            if let storage { return storage }
            let own = StateLocation(initialValue, runtime: nil)
            storage = own
            return own
        }
        set { storage = newValue }
    }
}
