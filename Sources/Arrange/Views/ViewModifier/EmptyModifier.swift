/// An empty, or identity, modifier, used during development to switch modifiers at compile time.
public struct EmptyModifier: ViewModifier {
    /// The identity modifier: applying it leaves a view unchanged.
    public static let identity = EmptyModifier()

    /// Creates an empty modifier.
    public init() {}

    /// The content, unchanged.
    public func body(content: Content) -> Content {
        content
    }
}
