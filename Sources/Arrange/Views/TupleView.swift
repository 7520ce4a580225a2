/// A view created from a tuple of view values; the result of a `ViewBuilder` block with several
/// statements. Its elements become separate subviews of the enclosing container.
public struct TupleView<T>: View {
    /// The tuple of views.
    public var value: T

    /// The element types, when a view builder made the tuple (nil when made by `init(_:)`, whose
    /// elements are found by reflection).
    let elementTypes: (any TupleViewElementTypes.Type)?

    /// Creates a tuple view from a tuple of views.
    public init(_ value: T) {
        self.value = value
        self.elementTypes = nil
    }

    init(value: T, elementTypes: any TupleViewElementTypes.Type) {
        self.value = value
        self.elementTypes = elementTypes
    }

    /// The elements as values, for the paths that walk them so (lazy containers, lists).
    var elements: [any View] {
        if let elementTypes { return withUnsafePointer(to: value) { elementTypes.views(of: $0) } }
        return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    /// A tuple view is primitive; the engine flattens its elements.
    public var body: Never { primitiveBody() }
}

extension TupleView: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        if let elementTypes {
            return withUnsafePointer(to: value) { elementTypes.resolve($0, in: builder, context: context, into: &output) }
        }
        let views = elements
        // One context for every element, given each element's identity in turn (`context.child`'s).
        var inner = context
        for (index, view) in views.enumerated() {
            inner.identity = ResolveContext.childIdentity(context.identity, index)
            builder.resolveAny(view, context: inner, into: &output)
        }
    }
}
