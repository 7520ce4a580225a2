extension Text: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let node = builder.addLayout(TextLayout(model: TextModel(text: self, environment: context.environment)), children: [], context: context)
        // Text is a leaf, not an empty container: it is sized with the other views (priority 0).
        builder.graph.nodes[Int(node)].priority = 0
        output.append(node)
    }
}
