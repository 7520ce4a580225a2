/// Marks a modifier that Arrange applies itself instead of evaluating its `body(content:)`.
protocol PrimitiveViewModifier {
    /// Appends the nodes of the modifier applied to `content` to `output`.
    func resolve<M: ViewModifier>(content: _ViewModifier_Content<M>, in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32])
}
