/// A model that represents an item which can be placed in the toolbar or navigation bar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Never evaluated: Arrange reads the item directly.
    public var body: Never { preconditionFailure("ToolbarItem has no body") }

    func collect(into entries: inout [ToolbarEntry], environment: EnvironmentValues) {
        entries.append(ToolbarEntry(placement: placement, content: AnyView(content), environment: environment))
    }
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    ///
    /// - Parameters:
    ///   - placement: Which section of the toolbar the item should be placed in.
    ///   - content: The content of the item.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}
