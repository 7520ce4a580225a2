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
