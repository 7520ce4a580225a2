extension DisplayList {
    /// Which points a filled path covers.
    public enum FillRule: Hashable, Sendable {
        /// Points whose winding number is not zero (SwiftUI's default).
        case nonZero
        /// Points inside an odd number of contours.
        case evenOdd
    }
}
