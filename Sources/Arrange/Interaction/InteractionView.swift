/// A view whose content's nodes get an interaction: what `onTapGesture`, `focusable()` and the
/// controls are made of. In a disabled environment (`disabled(true)`), nothing is attached.
struct InteractionView<Content: View>: View, PrimitiveView {
    let content: Content
    let interaction: Interaction

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let start = output.count
        builder.resolve(content, context: context, into: &output)
        guard context.environment.isEnabled else { return }
        for node in output[start...] {
            builder.graph.interactions.attach(interaction, to: node)
        }
    }
}
