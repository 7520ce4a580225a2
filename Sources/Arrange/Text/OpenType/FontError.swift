/// What went wrong reading a font: names the table and the problem.
///
/// Every failure of `OpenTypeFont` — a truncated file, a table directory pointing out of bounds, a
/// count larger than the bytes that hold it, a composite glyph that refers to itself — is reported as
/// a `FontError` whose description starts with the table's tag, for example
/// `"hmtx: 4 bytes needed at offset 1200, table has 1100 bytes"`.
public struct FontError: Error, CustomStringConvertible, Equatable {
    /// A one-line, human-readable account of the problem, starting with the table tag.
    public let description: String

    /// Creates an error with the given description.
    ///
    /// - Parameter description: The table tag, a colon, and what was wrong.
    init(_ description: String) {
        self.description = description
    }

    /// Creates an error with the given description (the memberwise form).
    ///
    /// - Parameter description: The table tag, a colon, and what was wrong.
    init(description: String) {
        self.description = description
    }
}
