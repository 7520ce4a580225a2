/// A type-erased view. Use it to return views of different types from one place, or to build trees
/// whose shape is only known at run time.
public struct AnyView: View {
    let view: any View
    let typeIdentifier: ObjectIdentifier

    /// Creates an instance that type-erases `view`.
    public init<V: View>(_ view: V) {
        // Only an `AnyView`, or an optional holding one, is unwrapped: a dynamic cast of every
        // other view would cost a run-time call for each view erased (Docs/Engine.md, "Resolving").
        if V.self == AnyView.self {
            self = unsafeBitCast(view, to: AnyView.self)
        } else if _isOptional(V.self), let erased = view as? AnyView {
            self = erased
        } else {
            self.view = view
            self.typeIdentifier = ObjectIdentifier(V.self)
        }
    }

    /// Creates a type-erased view from a value of unknown type, or nil when the value is not a view.
    public init?(erasing value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
        self.typeIdentifier = ObjectIdentifier(type(of: view))
    }

    /// A type-erased view is primitive.
    public var body: Never { primitiveBody() }
}

extension AnyView: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        // The wrapped type is part of the identity: a different type is a different view.
        builder.resolveAny(view, context: context.child(Int(bitPattern: UInt(bitPattern: typeIdentifier))), into: &output)
    }
}
