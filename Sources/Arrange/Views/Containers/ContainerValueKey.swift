/// A key for accessing container values.
///
/// Declare a key with a default value, then a property of ``ContainerValues`` that reads and
/// writes it, as Apple's documentation of `ContainerValueKey` shows:
///
/// ```swift
/// private struct IconKey: ContainerValueKey {
///     static let defaultValue: String = "star"
/// }
///
/// extension ContainerValues {
///     var icon: String {
///         get { self[IconKey.self] }
///         set { self[IconKey.self] = newValue }
///     }
/// }
/// ```
///
/// Views set the value with `containerValue(\.icon, "heart")`; a container reads it from its
/// subviews as `subview.containerValues.icon`.
public protocol ContainerValueKey {
    /// The type of the value associated with this key.
    associatedtype Value
    /// The value a view has when nothing sets this key on it.
    static var defaultValue: Self.Value { get }
}
