extension Text: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let model = TextModel(text: self, environment: context.environment)
        let node = builder.addLayout(TextLayout(model: model), children: [], context: context)
        // Text is a leaf, not an empty container: it is sized with the other views (priority 0).
        builder.graph.nodes[Int(node)].priority = 0
        // A relative date or timer updates when its string next changes (Text+FormattedContent).
        if let next = nextChange(in: context.environment) { builder.graph.runtime?.scheduleTimelineUpdate(at: next) }
        // Links open with the environment's openURL when tapped (Text+Link.swift).
        if model.links.contains(where: { $0 != nil }), context.environment.isEnabled {
            builder.graph.interactions.attach(linkInteraction(model: model, openURL: context.environment.openURL), to: node)
        }
        output.append(node)
    }
}
