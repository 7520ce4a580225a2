/// Transforms the subviews of a given view into a resulting content view: the content of
/// `Group(subviews:transform:)`. You don't use this type directly.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    /// The group's content is primitive: the engine resolves the subviews, then the transform.
    public var body: Never { primitiveBody() }
}

extension GroupElementsOfContent: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let collection = builder.resolveSubviews(of: subviews, context: context)
        builder.resolve(transform(collection), context: context.child(1), into: &output)
    }
}
