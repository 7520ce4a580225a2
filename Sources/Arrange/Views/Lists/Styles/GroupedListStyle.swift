/// The list style that describes the behavior and appearance of a grouped list: sections across the list's width, separated by gaps, on `systemGroupedBackground`.
public struct GroupedListStyle: ListStyle, ResolvedListStyle {
    /// Creates the list style.
    public init() {}

    var kind: ListStyleKind { .grouped }
}

extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list: sections across the list's width, separated by gaps, on `systemGroupedBackground`.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
