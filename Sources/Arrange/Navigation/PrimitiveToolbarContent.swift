/// Toolbar content Arrange reads directly instead of asking for its body.
protocol PrimitiveToolbarContent {
    /// Appends the items this content places to `entries`, each with `environment`.
    func collect(into entries: inout [ToolbarEntry], environment: EnvironmentValues)
}
