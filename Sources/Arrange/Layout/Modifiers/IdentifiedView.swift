/// A view with an explicit identity (`id(_:)`): its content is resolved at an identity that
/// includes the identifier, so the state inside belongs to that identifier, and its nodes are
/// marked with it.
struct IdentifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let id: AnyHashable

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        var inner = context
        inner.identity = ResolveContext.mix(context.identity, UInt64(UInt(bitPattern: id.hashValue)))
        let start = output.count
        builder.resolve(content, context: inner, into: &output)
        for node in output[start...] {
            builder.setID(id, on: node)
        }
    }
}
