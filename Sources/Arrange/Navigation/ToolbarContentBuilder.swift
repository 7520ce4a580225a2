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

/// Several toolbar items listed in a ``ToolbarContentBuilder`` closure.
public struct TupleToolbarContent<T>: ToolbarContent, PrimitiveToolbarContent {
    /// The tuple of items.
    let value: T
    /// The items, captured when the builder made the tuple.
    let items: [any ToolbarContent]

    init(value: T, items: [any ToolbarContent]) {
        self.value = value
        self.items = items
    }

    /// Never evaluated: Arrange reads the items directly.
    public var body: Never { preconditionFailure("TupleToolbarContent has no body") }

    func collect(into entries: inout [ToolbarEntry], environment: EnvironmentValues) {
        MainActor.assumeIsolated {
            for item in items {
                collectToolbarEntries(item, into: &entries, environment: environment)
            }
        }
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Never evaluated: Arrange reads the wrapped items directly.
    public var body: Never { preconditionFailure("Optional toolbar content has no body") }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func collect(into entries: inout [ToolbarEntry], environment: EnvironmentValues) {
        guard let self else { return }
        MainActor.assumeIsolated { collectToolbarEntries(self, into: &entries, environment: environment) }
    }
}
