/// The list style that describes the behavior and appearance of an inset list: a plain list whose rows are inset from its edges by the layout margin.
public struct InsetListStyle: ListStyle, ResolvedListStyle {
    /// Creates the list style.
    public init() {}

    var kind: ListStyleKind { .inset }
}

extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list: a plain list whose rows are inset from its edges by the layout margin.
    public static var inset: InsetListStyle { InsetListStyle() }
}
