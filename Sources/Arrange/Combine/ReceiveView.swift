import OpenCombine

/// A view that runs an action with each value a publisher emits while the view is in a
/// ``ViewHost``'s tree.
struct ReceiveView<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        if let runtime = builder.graph.runtime {
            let identity = ResolveContext.mix(context.identity, ResolveContext.salt(of: Self.self))
            let receiver = runtime.storage(for: StateKey(identity: identity, index: 0)) { ReceiveSubscription<P>() }
            receiver.action = action
            receiver.subscribe(to: publisher, runtime: runtime)
        }
        builder.resolve(content, context: context, into: &output)
    }
}

extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// A ``ViewHost`` subscribes when the view appears and cancels the subscription when it
    /// disappears; each value runs `action` (after the update, if it arrives during one), and the
    /// state the action changes shows at the next update.
    ///
    /// - Parameters:
    ///   - publisher: The publisher to subscribe to.
    ///   - action: The action to perform when an event is emitted by `publisher`. The event
    ///     emitted by publisher is passed as a parameter to `action`.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        ReceiveView(content: self, publisher: publisher, action: action)
    }
}
