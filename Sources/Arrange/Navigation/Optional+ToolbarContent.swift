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
