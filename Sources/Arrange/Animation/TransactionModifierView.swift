/// A modifier that changes the transaction of the update for the nodes its content produces:
/// `.transaction(_:)`, and `.animation(_:value:)` when its value changed.
struct TransactionModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    /// Returns the change to make to the transaction in this update, if any, given the host's
    /// runtime and the modifier's identity.
    let change: (ViewRuntime, UInt64) -> ((inout Transaction) -> Void)?

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let start = output.count
        builder.resolve(content, context: context, into: &output)
        guard let runtime = builder.graph.runtime else { return }
        let identity = ResolveContext.mix(context.identity, ResolveContext.salt(of: Self.self))
        guard let body = change(runtime, identity) else { return }
        for node in output[start...] {
            builder.graph.transactionModifiers[node, default: []].append(body)
        }
    }
}
