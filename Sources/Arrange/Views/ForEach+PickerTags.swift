extension ForEach {
    /// Gives the views of one element of a `ForEach` among a picker's options (`nodes`, resolved
    /// from the element with identifier `id`) the identifier as their tag when they have none,
    /// as SwiftUI does for options without `.tag(_:)`; inside a menu picker, such an option whose
    /// tag isn't the one shown is hidden (as `TaggedView` hides explicitly tagged ones).
    func applyImplicitTags(_ id: ID, to nodes: ArraySlice<Int32>, in builder: GraphBuilder, context: ResolveContext) {
        let tag = AnyHashable(id)
        for node in nodes where builder.graph.layoutValue(of: node, PickerTagKey.self) == nil {
            builder.setTrait(Optional(tag) as Any, for: ObjectIdentifier(PickerTagKey.self), on: node)
            if let shown = context.environment.pickerShownTag, shown != tag {
                builder.graph.nodes[Int(node)].flags.insert(.hidden)
            }
        }
    }
}
