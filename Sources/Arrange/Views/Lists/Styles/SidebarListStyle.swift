/// The list style that describes the behavior and appearance of a sidebar list: on iPhone, drawn as an inset grouped list (Docs/Differences.md, "Lists and forms").
public struct SidebarListStyle: ListStyle, ResolvedListStyle {
    /// Creates the list style.
    public init() {}

    var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list: on iPhone, drawn as an inset grouped list (Docs/Differences.md, "Lists and forms").
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
