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
