/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder
public enum ToolbarContentBuilder {
    /// Passes a single item through unmodified.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Combines several items into one.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        var items: [any ToolbarContent] = []
        for item in repeat each content { items.append(item) }
        return TupleToolbarContent(value: (repeat each content), items: items)
    }

    /// Produces optional content for a conditional statement without an `else`.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// Produces optional content for a conditional statement without an `else`.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    /// Passes an expression through unmodified.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
}
