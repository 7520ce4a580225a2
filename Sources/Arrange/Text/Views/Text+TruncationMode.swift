extension Text {
    /// The type of truncation to apply to a line of text when it's too long to fit in the
    /// available space.
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line: "…xyz".
        case head
        /// Truncate at the end of the line: "abc…".
        case tail
        /// Truncate in the middle of the line: "ab…yz".
        case middle
    }
}
