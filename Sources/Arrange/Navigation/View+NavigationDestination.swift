extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack: a `NavigationLink(value:)` or a path element of type `data` pushes
    /// `destination(value)`.
    ///
    /// Register it anywhere in the stack's content (not inside a lazy container, whose content
    /// is built later: Docs/Differences.md, "Navigation and tabs"). When several register the
    /// same type, the first resolved is used.
    ///
    /// - Parameters:
    ///   - data: The type of data that this destination matches.
    ///   - destination: A view builder that defines a view to display when the stack's
    ///     navigation state contains a value of type `data`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        NavigationSettingView(content: self) { context in
            guard let scope = context.environment.navigationScope, scope.destinations[ObjectIdentifier(D.self)] == nil else { return }
            scope.destinations[ObjectIdentifier(D.self)] = NavigationDestinationEntry(
                make: { value in (value.base as? D).map { AnyView(destination($0)) } }, environment: context.environment)
        }
    }

    /// Associates a destination view with a binding that can be used to push the view onto a
    /// navigation stack: while `isPresented` is true the destination is pushed; popping it (the
    /// back button, `dismiss`) sets the binding to false.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - destination: A view to present.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = isPresented.wrappedValue ? AnyView(destination()) : nil
        return NavigationSettingView(content: self) { context in
            guard let view, let scope = context.environment.navigationScope else { return }
            scope.viewPushes.append(NavigationViewPush(content: view, environment: context.environment,
                                                       identity: ResolveContext.mix(context.identity, 0x4E41_5644), pop: { isPresented.wrappedValue = false }))
        }
    }
}
