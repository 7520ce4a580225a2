/// A view whose content sees a modified environment.
@usableFromInline
struct EnvironmentModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let modify: (inout EnvironmentValues) -> Void

    /// `content`, seeing the environment `modify` changes.
    @usableFromInline init(content: Content, modify: @escaping (inout EnvironmentValues) -> Void) {
        self.content = content
        self.modify = modify
    }

    @usableFromInline var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        var inner = context
        modify(&inner.environment)
        builder.resolve(content, context: inner, into: &output)
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value for this view and
    /// the views it contains.
    @inlinable public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentModifierView(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentModifierView(content: self) { transform(&$0[keyPath: keyPath]) }
    }
}
