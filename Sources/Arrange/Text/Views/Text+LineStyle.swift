extension Text {
    /// A description of a line to draw under or through text: a pattern and an optional colour
    /// (nil: the text's own colour).
    ///
    /// ```swift
    /// Text("Sale").strikethrough(pattern: .dash, color: .red)
    /// ```
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of the line.
        public var pattern: Pattern
        /// The colour of the line, or nil for the colour of the text.
        public var color: Color?

        /// Creates a line style with a pattern and a colour.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// The pattern a line style draws: dots and dashes measured in the line's thickness
        /// (Docs/Differences.md, "Text details").
        public struct Pattern: Hashable, Sendable {
            let name: String

            /// A solid line.
            public static let solid = Pattern(name: "solid")
            /// A line of dots.
            public static let dot = Pattern(name: "dot")
            /// A line of dashes.
            public static let dash = Pattern(name: "dash")
            /// A line of alternating dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// A line of a dash followed by two dots, repeated.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}
