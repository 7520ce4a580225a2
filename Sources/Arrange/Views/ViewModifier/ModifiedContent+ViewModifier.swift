extension ModifiedContent: ViewModifier, PrimitiveViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The body of a composed modifier: primitive, resolved by Arrange.
    public typealias Body = Never

    /// Applies the first modifier (`content`) to the view, then the second (`modifier`).
    func resolve<M: ViewModifier>(content: _ViewModifier_Content<M>, in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let first = ModifiedContent<_ViewModifier_Content<M>, Content>(content: content, modifier: self.content)
        builder.resolve(ModifiedContent<ModifiedContent<_ViewModifier_Content<M>, Content>, Modifier>(content: first, modifier: modifier), context: context, into: &output)
    }
}
