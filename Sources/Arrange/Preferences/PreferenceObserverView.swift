/// A view whose content's combined value for `Key` a ``ViewHost`` watches: when it changes
/// between updates, the action runs after the update.
struct PreferenceObserverView<Content: View, Key: PreferenceKey>: View, PrimitiveView where Key.Value: Equatable {
    let content: Content
    let action: (Key.Value) -> Void

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let start = output.count
        builder.resolve(content, context: context, into: &output)
        guard builder.graph.runtime != nil else { return }
        let identity = ResolveContext.mix(context.identity, ResolveContext.salt(of: Self.self))
        let nodes = Array(output[start...])
        let action = action
        builder.graph.preferences.observers.append(PreferenceObserver { graph, runtime in
            let value = graph.preferenceValue(Key.self, of: nodes) ?? Key.defaultValue
            runtime.observe(value, at: identity, initial: false, baseline: Key.defaultValue) { _, newValue in action(newValue) }
        })
    }
}
