/// The list style that describes a platform's default behavior and appearance for a list: inset grouped, as on iOS.
public struct DefaultListStyle: ListStyle, ResolvedListStyle {
    /// Creates the list style.
    public init() {}

    var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list: inset grouped, as on iOS.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
