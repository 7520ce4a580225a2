extension Font {
    /// A width to use for fonts that have multiple widths.
    ///
    /// Arrange bundles faces of the standard width only, so every width measures and draws as
    /// ``standard`` (see Docs/Differences.md).
    public struct Width: Hashable, Sendable {
        /// The width as a value between -1 (narrowest) and 1 (widest), 0 being standard.
        public var value: CGFloat

        /// Creates a width with a value.
        public init(_ value: CGFloat) { self.value = value }

        /// A width narrower than ``condensed``.
        public static let compressed = Width(-0.3)
        /// A narrow width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wide width.
        public static let expanded = Width(0.2)
    }

    /// Sets the width of the font.
    public func width(_ width: Width) -> Font {
        var copy = self
        copy.widthOverride = width
        return copy
    }
}
