extension Text {
    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase

        /// `string` transformed by this case.
        func apply(to string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }
}
