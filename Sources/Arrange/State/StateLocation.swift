/// The storage of one `State` value: a reference shared by every copy of the view and every
/// binding made from it. Writing the value tells the host that owns it to update.
final class StateLocation<Value> {
    /// The stored value: writing it records the change with the runtime, in the current
    /// transaction (which may replay it: `ViewRuntime+Transactions`).
    var value: Value {
        get { stored }
        set {
            let old = stored
            stored = newValue
            runtime?.recordChange(of: self, owner: owner, undo: { self.stored = old }, redo: { self.stored = newValue })
        }
    }
    private var stored: Value
    /// The runtime that owns the storage; nil for a `State` that no host has installed.
    weak var runtime: ViewRuntime?
    /// The identity of the view whose state this is: a change marks it for re-evaluation
    /// (`RetainedViews`); nil for storage that belongs to no view.
    var owner: UInt64?

    init(_ value: Value, runtime: ViewRuntime?) {
        self.stored = value
        self.runtime = runtime
    }
}
