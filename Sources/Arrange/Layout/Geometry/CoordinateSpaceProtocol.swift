/// A frame of reference within the layout system.
///
/// Pass one to `GeometryProxy.frame(in:)`: `.local`, `.global`, `.named(_:)` or `.scrollView`.
/// You don't conform types to this protocol yourself.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates the local coordinate space.
    public init() {}

    /// The resolved coordinate space: `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The global coordinate space: the hosting area's.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// Creates the global coordinate space.
    public init() {}

    /// The resolved coordinate space: `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value: the local coordinate space of
    /// the nearest enclosing view given that name with `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The named coordinate space that is added by the system for the innermost containing
    /// scroll view.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewCoordinateSpaceName(axis: nil)))
    }

    /// The named coordinate space that is added by the system for the innermost containing
    /// scroll view that allows scrolling along the provided axis.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewCoordinateSpaceName(axis: axis)))
    }
}
