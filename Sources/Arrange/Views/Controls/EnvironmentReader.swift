/// A view whose content is made from the environment where it appears: how controls follow
/// styles set with modifiers such as `buttonStyle(_:)`. The reader adds no node of its own.
struct EnvironmentReader<Content: View>: View, PrimitiveView {
    let content: (EnvironmentValues) -> Content

    init(@ViewBuilder content: @escaping (EnvironmentValues) -> Content) {
        self.content = content
    }

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        builder.resolve(content(context.environment), context: context, into: &output)
    }
}
