extension Edge {
    /// An efficient set of edges.
    ///
    /// Each edge occupies the bit `1 << edge.rawValue`.
    public struct Set: OptionSet, Sendable {
        /// The raw bit mask of the set.
        public let rawValue: Int8

        /// Creates a set from a raw bit mask.
        ///
        /// - Parameter rawValue: The bit mask; bit `n` is the edge with raw value `n`.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// Creates a set containing a single edge.
        ///
        /// - Parameter e: The edge to include.
        public init(_ e: Edge) {
            self.init(rawValue: 1 << e.rawValue)
        }

        /// The set containing only the top edge.
        public static let top = Set(.top)
        /// The set containing only the leading edge.
        public static let leading = Set(.leading)
        /// The set containing only the bottom edge.
        public static let bottom = Set(.bottom)
        /// The set containing only the trailing edge.
        public static let trailing = Set(.trailing)
        /// The set containing all four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The set containing the leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The set containing the top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}
