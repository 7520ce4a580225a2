extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// The content and behavior of the view: primitive, resolved by Arrange.
    public var body: Never { primitiveBody() }

    /// Resolves the modifier's body around the content.
    ///
    /// The modifier's dynamic properties are connected at an identity derived from the position
    /// of the modified view, as a view's are; its body is resolved there, and the content
    /// placeholder resolves the content wherever the body places it.
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let content = self.content
        let placeholder = _ViewModifier_Content<Modifier> { builder, context, output in
            builder.resolve(content, context: context, into: &output)
        }
        if let primitive = builder.modifierFacts.modifier(Modifier.self).primitive(modifier) {
            return primitive.resolve(content: placeholder, in: builder, context: context, into: &output)
        }
        var inner = context
        inner.identity = ResolveContext.mix(context.identity, Self.modifierSalt &+ ResolveContext.salt(of: Modifier.self))
        if let runtime = builder.graph.runtime {
            runtime.prepare(modifier, identity: inner.identity, environment: context.environment)
        } else {
            DetachedEnvironment.connectAll(of: modifier, to: context.environment, typesWithout: &builder.graph.typesWithoutDynamicProperties)
        }
        builder.bodiesEvaluated &+= 1
        builder.resolve(modifier.body(content: placeholder), context: inner, into: &output)
    }

    /// Keeps a modifier's identity apart from that of a view of the same type at the same place.
    private static var modifierSalt: UInt64 { 0x6D6F_6469_6669_6572 }
}
