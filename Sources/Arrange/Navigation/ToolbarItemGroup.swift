/// A model that represents a group of toolbar items which share a placement: each view of the
/// content is an item.
///
/// ```swift
/// ToolbarItemGroup(placement: .bottomBar) {
///     Button("Archive") { archive() }
///     Spacer()
///     Button("Reply") { reply() }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with a specified placement and content.
    ///
    /// - Parameters:
    ///   - placement: Which section of the toolbar all of its vended toolbar items should be
    ///     placed in.
    ///   - content: The content of the group. Each view specified in the group will be placed as
    ///     a separate item.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Never evaluated: Arrange reads the group directly.
    public var body: Never { preconditionFailure("ToolbarItemGroup has no body") }

    func collect(into entries: inout [ToolbarEntry], environment: EnvironmentValues) {
        // The views of the group lie side by side in the bar's row, so the group is one entry
        // whose views join that row's stack.
        entries.append(ToolbarEntry(placement: placement, content: AnyView(content), environment: environment))
    }
}
