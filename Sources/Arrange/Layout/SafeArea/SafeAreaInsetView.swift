/// A view with content shown beside it in its safe area: what `safeAreaInset` returns.
struct SafeAreaInsetView<Content: View, Inset: View>: View, PrimitiveView {
    let content: Content
    let inset: Inset
    let layout: SafeAreaInsetLayout

    var body: Never { primitiveBody() }

    /// Each view of the content (a group's several) gets the inset content beside it; several
    /// inset views form an implicit `ZStack`.
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        builder.graph.usesSafeArea = true
        var primaries: [Int32] = []
        builder.resolve(content, context: context, into: &primaries)
        for primary in primaries {
            var inner = context
            inner.identity = builder.graph.nodes[Int(primary)].identity
            var layer = inner.child(1)
            layer.orientation = nil
            var insets: [Int32] = []
            builder.resolve(inset, context: layer, into: &insets)
            var children = [primary]
            if insets.count == 1 {
                children.append(insets[0])
            } else if !insets.isEmpty {
                children.append(builder.addLayout(ZStackLayout(alignment: .center), children: insets, context: layer))
            }
            let node = builder.addLayout(layout, children: children, context: inner)
            if let spacing = layout.spacing, !spacing.isFinite {
                builder.graph.report("safeAreaInset: spacing \(spacing) used as 0", at: node)
            }
            output.append(node)
        }
    }
}
