/// A type that collects multiple instances of a content type into a single unit. Its children
/// become subviews of the enclosing container, and modifiers applied to the group apply to each
/// child, as in SwiftUI.
public struct Group<Content: View>: View {
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group is primitive; the engine flattens it.
    public var body: Never { primitiveBody() }
}

extension Group: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        builder.resolve(content, context: context.child(0), into: &output)
    }
}
