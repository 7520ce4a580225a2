/// Conforming types represent items that can be placed in various locations in a toolbar
/// (``ToolbarItem``, ``ToolbarItemGroup``, or a type of your own whose `body` combines them).
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent

    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent {
    /// The items of this content, in declaration order.
    @MainActor
    func toolbarEntries(environment: EnvironmentValues) -> [ToolbarEntry] {
        var entries: [ToolbarEntry] = []
        collectToolbarEntries(self, into: &entries, environment: environment)
        return entries
    }
}

/// Appends the items of `content` to `entries`: a primitive's own, else its body's.
@MainActor
func collectToolbarEntries<C: ToolbarContent>(_ content: C, into entries: inout [ToolbarEntry], environment: EnvironmentValues) {
    if let primitive = content as? PrimitiveToolbarContent {
        primitive.collect(into: &entries, environment: environment)
    } else if C.Body.self != Never.self {
        collectToolbarEntries(content.body, into: &entries, environment: environment)
    }
}
