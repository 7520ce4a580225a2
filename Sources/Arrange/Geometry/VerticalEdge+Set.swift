extension VerticalEdge {
    /// An efficient set of vertical edges.
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
        public init(_ e: VerticalEdge) {
            self.init(rawValue: 1 << e.rawValue)
        }

        /// The set containing only the top edge.
        public static let top = Set(.top)
        /// The set containing only the bottom edge.
        public static let bottom = Set(.bottom)
        /// The set containing both edges.
        public static let all: Set = [.top, .bottom]
    }
}
