/// Resolves its content in a given environment: a toolbar item in the environment it was
/// declared in, though the bar that shows it is built by the stack.
struct EnvironmentScopedView: View, PrimitiveView {
    let content: AnyView
    let environment: EnvironmentValues

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        var inner = context
        inner.environment = environment
        builder.resolve(content, context: inner, into: &output)
    }
}
