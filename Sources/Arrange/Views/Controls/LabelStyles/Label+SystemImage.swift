extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a string.
    ///
    /// ```swift
    /// Label("Favourites", systemImage: "star")
    /// ```
    ///
    /// The icon is `Image(systemName:)`: the symbol's icon (an openly licensed stand-in for the SF
    /// Symbol) in a square 1.2 times the font's point size, or a placeholder of that size for names
    /// without one (see `Image`, Docs/Differences.md "Symbol images").
    ///
    /// - Parameters:
    ///   - title: A string used as the label's title.
    ///   - name: The name of the image resource to look up.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}
