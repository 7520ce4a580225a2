import OpenCombine

/// What a ``ViewHost`` keeps for one `@StateObject`, `@ObservedObject` or `@EnvironmentObject`
/// property at a view's identity: the object it watches and the subscription to the object's
/// `objectWillChange`, which marks the host's views as needing an update.
///
/// The runtime discards it when the identity leaves the tree; the subscription is cancelled then
/// (an `AnyCancellable` cancels when released).
final class ObservableObjectStorage<ObjectType: ObservableObject> {
    /// The object watched; for a `@StateObject`, the object the property owns.
    private(set) var object: ObjectType?
    private var subscription: AnyCancellable?

    /// Watches `object` for `runtime`: a change it announces makes the host update. Watching the
    /// object already watched keeps the subscription; another object replaces it.
    func observe(_ object: ObjectType, for runtime: ViewRuntime, owner: UInt64) {
        if let current = self.object, current === object, subscription != nil { return }
        self.object = object
        subscription = object.objectWillChange.sink { [weak runtime] _ in
            runtime?.invalidate(identity: owner)
        }
    }

    /// Stops watching: the view no longer has an object (an `@EnvironmentObject` whose ancestor
    /// stopped supplying one).
    func stopObserving() {
        object = nil
        subscription = nil
    }
}
