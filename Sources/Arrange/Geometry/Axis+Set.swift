extension Axis {
    /// An efficient set of axes.
    ///
    /// Each axis occupies the bit `1 << axis.rawValue`.
    public struct Set: OptionSet, Sendable {
        /// The raw bit mask of the set.
        public let rawValue: Int8

        /// Creates a set from a raw bit mask.
        ///
        /// - Parameter rawValue: The bit mask; bit `n` is the axis with raw value `n`.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// Creates a set containing a single axis.
        ///
        /// - Parameter a: The axis to include.
        public init(_ a: Axis) {
            self.init(rawValue: 1 << a.rawValue)
        }

        /// The set containing only the horizontal axis.
        public static let horizontal = Set(.horizontal)
        /// The set containing only the vertical axis.
        public static let vertical = Set(.vertical)
    }
}
