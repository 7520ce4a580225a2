/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates an instance with the given horizontal and vertical alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// A guide that marks the center of the view.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// A guide that marks the leading edge of the view, vertically centred.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// A guide that marks the trailing edge of the view, vertically centred.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// A guide that marks the top edge of the view, horizontally centred.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// A guide that marks the bottom edge of the view, horizontally centred.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// A guide that marks the top and leading edges of the view.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// A guide that marks the top and trailing edges of the view.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// A guide that marks the bottom and leading edges of the view.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// A guide that marks the bottom and trailing edges of the view.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// A guide that marks the centre horizontally and the first text baseline vertically.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// A guide that marks the centre horizontally and the last text baseline vertically.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// A guide that marks the leading edge and the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// A guide that marks the leading edge and the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// A guide that marks the trailing edge and the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// A guide that marks the trailing edge and the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
