/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element's view becomes a separate subview of the enclosing container and is identified by
/// the element's id, so it keeps its identity when the collection is reordered.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The collection of underlying identified data.
    public var data: Data

    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content

    let id: (Data.Element) -> ID

    /// Whether each element is its own identifier, an integer (`ForEach(0..<n)`, or `id: \.self`
    /// over integers): the engine then mixes the element into its identity without calling `id`.
    var elementIsID = false

    /// How the engine resolves a `ForEach` whose elements exist only once resolved (the
    /// subviews or sections of a view); nil for a `ForEach` over data.
    var resolveElements: ((GraphBuilder, ResolveContext, inout [Int32]) -> Void)?

    /// ForEach is primitive; the engine expands it into one subview per element.
    public var body: Never { primitiveBody() }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Creates an instance that computes views on demand over a collection of identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach {
    /// Creates an instance that computes views on demand over a collection, identifying each
    /// element by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
        // Compared with `\Int.self`, whose key path the runtime makes once per process: a key path
        // written over the generic `Data.Element` would be instantiated, its types demangled, at
        // every `ForEach` made (Docs/Engine.md, "Resolving").
        if Data.Element.self == Int.self && ID.self == Int.self {
            let identity: KeyPath<Int, Int> = \Int.self
            self.elementIsID = (id as AnyKeyPath) == (identity as AnyKeyPath)
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates an instance that computes views on demand over a constant range, identifying each
    /// view by its integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
        self.elementIsID = true
    }
}

extension ForEach: PrimitiveView {
    /// The identity component of the element identified by `id`: integers (the common `id: \.self`
    /// over a range) stand for themselves, since `ResolveContext.child` mixes them anyway; other
    /// identifiers give their hash.
    @inline(__always)
    static func identityComponent(of id: ID) -> Int {
        if ID.self == Int.self { return withUnsafePointer(to: id) { UnsafeRawPointer($0).load(as: Int.self) } }
        return id.hashValue
    }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        if let resolveElements { return resolveElements(builder, context, &output) }
        output.reserveCapacity(output.count + data.count)
        guard context.environment.isPickerOptions else {
            // One context for every element, given each element's identity in turn (as
            // `context.child` would, without a copy of the context per element).
            var inner = context
            if elementIsID, Data.self == Range<Int>.self {
                // A range of integers identified by themselves: no iterator or `id` call per element.
                for value in unsafeBitCast(data, to: Range<Int>.self) {
                    inner.identity = ResolveContext.childIdentity(context.identity, value)
                    builder.resolve(content(unsafeBitCast(value, to: Data.Element.self)), context: inner, into: &output)
                }
                return
            }
            for element in data {
                inner.identity = ResolveContext.childIdentity(context.identity, Self.identityComponent(of: id(element)))
                builder.resolve(content(element), context: inner, into: &output)
            }
            return
        }
        // A picker's options: each element's views get its identifier as an implicit tag, and
        // the views inside an element are not options themselves.
        for element in data {
            let elementID = id(element)
            var inner = context.child(Self.identityComponent(of: elementID))
            inner.environment.isPickerOptions = false
            let start = output.count
            builder.resolve(content(element), context: inner, into: &output)
            applyImplicitTags(elementID, to: output[start...], in: builder, context: context)
        }
    }
}
