extension ViewTreeDescription {
    /// Why a text is not a valid view tree description, and where.
    public struct ParseError: Error, Equatable, CustomStringConvertible, Sendable {
        /// What is wrong, as `unknown view "HStak"`.
        public var message: String
        /// The 1-based line of the problem.
        public var line: Int
        /// The 1-based column (in Unicode scalars) of the problem.
        public var column: Int

        /// Makes an error.
        public init(message: String, line: Int, column: Int) {
            self.message = message
            self.line = line
            self.column = column
        }

        /// `line:column: message`.
        public var description: String { "\(line):\(column): \(message)" }
    }
}
