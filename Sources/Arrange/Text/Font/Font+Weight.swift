extension Font {
    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        /// The weight on the OpenType scale (`usWeightClass`): 100 for ultra-light to 900 for black.
        let value: Int

        /// A font weight of 100.
        public static let ultraLight = Weight(value: 100)
        /// A font weight of 200.
        public static let thin = Weight(value: 200)
        /// A font weight of 300.
        public static let light = Weight(value: 300)
        /// A font weight of 400: the default.
        public static let regular = Weight(value: 400)
        /// A font weight of 500.
        public static let medium = Weight(value: 500)
        /// A font weight of 600.
        public static let semibold = Weight(value: 600)
        /// A font weight of 700.
        public static let bold = Weight(value: 700)
        /// A font weight of 800.
        public static let heavy = Weight(value: 800)
        /// A font weight of 900.
        public static let black = Weight(value: 900)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        /// The default system font design.
        case `default`
        /// A design with serifs (drawn with the default design in Arrange, which bundles no serif
        /// face; see Docs/Differences.md).
        case serif
        /// A design with rounded features (drawn with the default design in Arrange).
        case rounded
        /// A design that uses fixed-width characters.
        case monospaced
    }
}
