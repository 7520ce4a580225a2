import OpenCombine

/// What a ``ViewHost`` keeps for one `onReceive(_:perform:)` modifier at its identity: the
/// subscription to the publisher and the action to run with each value (the one of the latest
/// update). Discarded, and the subscription cancelled, when the identity leaves the tree.
final class ReceiveSubscription<P: Publisher> where P.Failure == Never {
    /// The action of the modifier as last resolved.
    var action: (P.Output) -> Void = { _ in }
    private var subscription: AnyCancellable?
    /// The publisher subscribed to, when it is an object (a subject): another object re-subscribes.
    private var subscribedObject: AnyObject?

    /// Subscribes to `publisher` unless already subscribed (to the same object, for a publisher
    /// that is a class); values run the current action through `runtime`.
    func subscribe(to publisher: P, runtime: ViewRuntime) {
        let object = type(of: publisher as Any) is AnyClass ? publisher as AnyObject : nil
        if subscription != nil, object === subscribedObject { return }
        subscription = nil
        subscribedObject = object
        subscription = publisher.sink { [weak self, weak runtime] value in
            guard let self, let runtime else { return }
            let action = self.action
            runtime.perform { action(value) }
        }
    }
}
