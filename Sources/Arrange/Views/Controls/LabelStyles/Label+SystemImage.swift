extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a string.
    ///
    /// ```swift
    /// Label("Favourites", systemImage: "star")
    /// ```
    ///
    /// The icon is `Image(systemName:)`, which Arrange draws as a placeholder of the symbol's size
    /// (a crossed box 1.2 times the font's point size; see `Image`).
    ///
    /// - Parameters:
    ///   - title: A string used as the label's title.
    ///   - name: The name of the image resource to look up.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}
