/// The placeholder for the modified view inside a modifier's `body(content:)`: the `Content` of
/// a ``ViewModifier``.
///
/// It resolves to the view the modifier is applied to, in the context where the placeholder
/// appears in the modifier's body: modifiers applied to it (`content.padding()`) apply to that
/// view, and the view's structural identity is the placeholder's position (see
/// `Docs/Differences.md`, "View modifiers").
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    /// Resolves the modified view at the context it is given.
    let resolveContent: (GraphBuilder, ResolveContext, inout [Int32]) -> Void

    init(resolveContent: @escaping (GraphBuilder, ResolveContext, inout [Int32]) -> Void) {
        self.resolveContent = resolveContent
    }

    /// The placeholder is a primitive view: its body is never evaluated.
    public var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        resolveContent(builder, context, &output)
    }
}
