/// A view that doesn't contain any content. It produces no subviews.
public struct EmptyView: View, Sendable {
    /// Creates an empty view.
    public init() {}

    /// An empty view is primitive.
    public var body: Never { primitiveBody() }
}

extension EmptyView: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {}
}
