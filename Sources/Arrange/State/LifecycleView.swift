/// A view with `onAppear`/`onDisappear` actions, which a ``ViewHost`` runs when the view's
/// identity enters or leaves the tree.
struct LifecycleView<Content: View>: View, PrimitiveView {
    let content: Content
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        if let runtime = builder.graph.runtime {
            let identity = ResolveContext.mix(context.identity, ResolveContext.salt(of: Self.self))
            runtime.meet(identity, onAppear: onAppear, onDisappear: onDisappear)
        }
        builder.resolve(content, context: context, into: &output)
    }
}

/// A view that runs an action when a value it watches changes between updates of a
/// ``ViewHost``.
struct ChangeObserverView<Content: View, Value: Equatable>: View, PrimitiveView {
    let content: Content
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        builder.resolve(content, context: context, into: &output)
        if let runtime = builder.graph.runtime {
            let identity = ResolveContext.mix(context.identity, ResolveContext.salt(of: Self.self))
            runtime.observe(value, at: identity, initial: initial, action: action)
        }
    }
}

extension View {
    /// Adds an action to perform before this view appears: when a ``ViewHost`` first shows the
    /// view at its identity. Ancestors' actions run before their descendants'.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: action, onDisappear: nil)
    }

    /// Adds an action to perform after this view disappears: when the view's identity is no
    /// longer in the tree after an update of its ``ViewHost``.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: nil, onDisappear: action)
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    ///
    /// The value is compared with the one the view saw at the previous update; when they differ,
    /// `action` runs after the update with the old and new values.
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the closure.
    ///   - initial: Whether the action should be run when this view initially appears.
    ///   - action: A closure to run when the value changes, given the old and the new value.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        ChangeObserverView(content: self, value: value, initial: initial, action: action)
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the closure.
    ///   - initial: Whether the action should be run when this view initially appears.
    ///   - action: A closure to run when the value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        ChangeObserverView(content: self, value: value, initial: initial) { _, _ in action() }
    }
}
