/// A key for accessing a layout value of a layout container's subviews.
///
/// ```swift
/// private struct Rank: LayoutValueKey {
///     static let defaultValue: Int = 1
/// }
///
/// extension View {
///     func rank(_ value: Int) -> some View {
///         layoutValue(key: Rank.self, value: value)
///     }
/// }
/// ```
///
/// A layout reads the value with `subview[Rank.self]`.
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value for the key, returned for subviews that don't set it.
    static var defaultValue: Self.Value { get }
}
