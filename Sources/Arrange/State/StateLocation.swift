/// The storage of one `State` value: a reference shared by every copy of the view and every
/// binding made from it. Writing the value tells the host that owns it to update.
final class StateLocation<Value> {
    /// The stored value.
    var value: Value {
        didSet { runtime?.invalidate() }
    }
    /// The runtime that owns the storage; nil for a `State` that no host has installed.
    weak var runtime: ViewRuntime?

    init(_ value: Value, runtime: ViewRuntime?) {
        self.value = value
        self.runtime = runtime
    }
}

/// What a `State` value refers to: its initial value and, once installed, the host's storage.
final class StateBox<Value> {
    let initialValue: Value
    /// The storage the property reads and writes: its own until a host installs the view.
    var location: StateLocation<Value>

    init(_ value: Value) {
        initialValue = value
        location = StateLocation(value, runtime: nil)
    }
}
