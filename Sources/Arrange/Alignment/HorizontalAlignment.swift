/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable {
    let key: AlignmentKey

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: AlignmentID.Type) {
        self.key = AlignmentKey(id, axis: .horizontal)
    }

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(LeadingAlignmentID.self)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self)

    /// Two alignments are equal when they have the same `AlignmentID` type.
    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
        lhs.key == rhs.key
    }
}

extension HorizontalAlignment: @unchecked Sendable {}
