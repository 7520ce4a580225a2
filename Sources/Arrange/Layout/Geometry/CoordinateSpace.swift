/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace: Hashable {
    /// The global coordinate space: the hosting view's.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space, set with `.coordinateSpace(name:)`.
    case named(AnyHashable)

    /// Whether this is the global coordinate space.
    public var isGlobal: Bool { self == .global }

    /// Whether this is the local coordinate space.
    public var isLocal: Bool { self == .local }
}

extension CoordinateSpace: @unchecked Sendable {}

extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions
    /// like points and sizes relative to the named space (`proxy.frame(in: .named(name))`).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        TraitModifierView(content: self) { builder, node in
            builder.graph.coordinateSpaceNames[node] = AnyHashable(name)
        }
    }
}
