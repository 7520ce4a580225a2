/// A collection of container values associated with a given view.
///
/// Container values set on a view (`containerValue(_:_:)`) affect only that view. As with
/// preferences they are read above the view that sets them, but only by its closest container:
/// they pass through single-child modifiers such as `padding()` and stop at the first container
/// (a stack, a layout, a `Group(subviews:)`). A container reads them from a ``Subview`` or a
/// ``SectionConfiguration`` (Apple's documentation, "ContainerValues").
public struct ContainerValues {
    /// The values set, by key type.
    var values: [ObjectIdentifier: Any] = [:]

    /// Container values with every key at its default.
    init() {}

    /// The trait under which a node's container values are stored.
    static let traitKey = ObjectIdentifier(ContainerValues.self)

    /// Accesses the container value associated with a custom key; its `defaultValue` when no
    /// view set it.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
