extension ViewTreeDescription {
    /// Parses a description (the format is documented on ``ViewTreeDescription``).
    ///
    /// - Parameter text: The description.
    /// - Throws: ``ParseError`` with the line and column of the first problem: a syntax error,
    ///   an unknown view, modifier or label, a value of the wrong kind, a missing required
    ///   argument, nesting deeper than ``maximumDepth`` or more than ``maximumViewCount`` views.
    public init(parsing text: String) throws(ParseError) {
        var parser = TreeTextParser(text)
        let root = try parser.element(depth: 1)
        parser.skipTrivia()
        guard parser.atEnd else { throw parser.error("expected the end of the description after the root view, found \(parser.peekDescription)") }
        self.init(root: root)
    }
}
