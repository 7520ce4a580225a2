extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    /// Creates a key equivalent from a character literal, as in `host.press("q")`.
    ///
    /// - Parameter value: The key's character.
    public init(extendedGraphemeClusterLiteral value: Character) {
        self.init(value)
    }
}
