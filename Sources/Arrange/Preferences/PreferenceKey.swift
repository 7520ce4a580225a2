/// A named value produced by a view.
///
/// A view sets a value for a key with ``View/preference(key:value:)``; its ancestors see the
/// values of all the views below them combined with ``reduce(value:nextValue:)``, in view-tree
/// order, and read it with ``View/onPreferenceChange(_:perform:)``,
/// ``View/overlayPreferenceValue(_:_:)`` or ``View/backgroundPreferenceValue(_:_:)``.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///     static let defaultValue: [String] = []
///     static func reduce(value: inout [String], nextValue: () -> [String]) {
///         value += nextValue()
///     }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value

    /// The default value of the preference: what an ancestor sees when no view below it sets one.
    ///
    /// Views that have no explicit value for the key produce this default value; `reduce` should
    /// treat combining with it as a no-op (Apple's `PreferenceKey.defaultValue` documentation).
    static var defaultValue: Value { get }

    /// Combines a sequence of values by modifying the previously-accumulated value with the result
    /// of a closure that provides the next value.
    ///
    /// - Parameters:
    ///   - value: The value accumulated through previous calls to this method.
    ///   - nextValue: A closure that returns the next value in the sequence.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
