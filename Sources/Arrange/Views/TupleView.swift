/// A view created from a tuple of view values; the result of a `ViewBuilder` block with several
/// statements. Its elements become separate subviews of the enclosing container.
public struct TupleView<T>: View {
    /// The tuple of views.
    public var value: T

    /// The elements, captured when a view builder made the tuple (nil when made by `init(_:)`).
    let elements: [any View]?

    /// Creates a tuple view from a tuple of views.
    public init(_ value: T) {
        self.value = value
        self.elements = nil
    }

    init(value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }

    /// A tuple view is primitive; the engine flattens its elements.
    public var body: Never { primitiveBody() }
}

extension TupleView: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let views = elements ?? Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        // One context for every element, given each element's identity in turn (`context.child`'s).
        var inner = context
        for (index, view) in views.enumerated() {
            inner.identity = ResolveContext.childIdentity(context.identity, index)
            builder.resolveAny(view, context: inner, into: &output)
        }
    }
}
