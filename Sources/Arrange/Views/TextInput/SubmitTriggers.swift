/// A type that defines various triggers that result in the firing of a submission action.
///
/// ```swift
/// TextField("Search", text: $query).onSubmit(of: .text) { run(query) }
/// ```
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Creates a set of triggers from a raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Defines triggers originating from text input controls like `TextField` and `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Defines triggers originating from search fields constructed from searchable modifiers.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}
