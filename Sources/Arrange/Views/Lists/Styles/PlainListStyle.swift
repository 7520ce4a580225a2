/// The list style that describes the behavior and appearance of a plain list: rows across the list's width on `systemBackground`, separators between rows.
public struct PlainListStyle: ListStyle, ResolvedListStyle {
    /// Creates the list style.
    public init() {}

    var kind: ListStyleKind { .plain }
}

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list: rows across the list's width on `systemBackground`, separators between rows.
    public static var plain: PlainListStyle { PlainListStyle() }
}
