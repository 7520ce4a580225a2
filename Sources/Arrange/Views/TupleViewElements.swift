/// The element types `Content…` of a view builder's tuple (`ViewBuilder.buildBlock`): resolves the
/// tuple's elements through the tuple's address, each as its own type (`TupleViewElementTypes`).
struct TupleViewElements<each Content: View>: TupleViewElementTypes {
    static func resolve(_ tuple: UnsafeRawPointer, in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let elements = tuple.assumingMemoryBound(to: (repeat each Content).self)
        // One context for every element, given each element's identity in turn (`context.child`'s).
        var inner = context
        var index = 0
        for element in repeat each elements.pointee {
            inner.identity = ResolveContext.childIdentity(context.identity, index)
            builder.resolve(element, context: inner, into: &output)
            index += 1
        }
    }

    static func views(of tuple: UnsafeRawPointer) -> [any View] {
        let elements = tuple.assumingMemoryBound(to: (repeat each Content).self)
        var views: [any View] = []
        for element in repeat each elements.pointee { views.append(element) }
        return views
    }
}
