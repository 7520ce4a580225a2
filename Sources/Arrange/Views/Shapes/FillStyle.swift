/// A style for rasterizing vector shapes: the fill rule and anti-aliasing.
public struct FillStyle: Equatable, Sendable {
    /// Whether to use the even-odd rule (true) or the non-zero winding rule (false, the default).
    public var isEOFilled: Bool
    /// Whether to anti-alias edges. Arrange always anti-aliases; see `Docs/Differences.md`.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}
