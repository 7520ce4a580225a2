/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable {
    let key: AlignmentKey

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: AlignmentID.Type) {
        self.key = AlignmentKey(id, axis: .vertical)
    }

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(TopAlignmentID.self)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(VerticalCenterAlignmentID.self)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(BottomAlignmentID.self)
    /// A guide that marks the top-most text baseline in a view (the bottom of views without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignmentID.self)
    /// A guide that marks the bottom-most text baseline in a view (the bottom of views without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignmentID.self)

    /// Two alignments are equal when they have the same `AlignmentID` type.
    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
        lhs.key == rhs.key
    }
}

extension VerticalAlignment: @unchecked Sendable {}
