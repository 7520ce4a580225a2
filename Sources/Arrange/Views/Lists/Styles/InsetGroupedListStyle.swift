/// The list style that describes the behavior and appearance of an inset grouped list: each section a card with corner radius 10, inset by the layout margin, on `systemGroupedBackground`.
public struct InsetGroupedListStyle: ListStyle, ResolvedListStyle {
    /// Creates the list style.
    public init() {}

    var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list: each section a card with corner radius 10, inset by the layout margin, on `systemGroupedBackground`.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
