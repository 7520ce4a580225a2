/// A named coordinate space.
///
/// Use the `coordinateSpace(_:)` modifier to assign a name to the local coordinate space of a
/// parent view. Child views can then refer to that coordinate space using `.named(_:)`. Every
/// `ScrollView` also defines one, `.scrollView` (and `.scrollView(axis:)`): its visible area.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, @unchecked Sendable {
    /// The name: a user's value, or a ``ScrollViewCoordinateSpaceName``.
    let name: AnyHashable

    /// The resolved coordinate space: `.named` with the space's name.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The name of the coordinate space of the innermost enclosing `ScrollView` (scrolling along
/// `axis`, when given): a name users cannot write, so it never meets one of theirs.
struct ScrollViewCoordinateSpaceName: Hashable {
    let axis: Axis?
}
