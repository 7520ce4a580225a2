/// A modifier that changes facts about the nodes its content produces (priority, layout values,
/// identity, visibility) without adding a node of its own.
struct TraitModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let apply: (GraphBuilder, Int32) -> Void

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let start = output.count
        builder.resolve(content, context: context, into: &output)
        for node in output[start...] {
            apply(builder, node)
        }
    }
}

extension View {
    /// Sets the priority by which a parent layout should apportion space to this child.
    ///
    /// Stacks size higher priorities first, reserving the minimum lengths of lower ones. The
    /// priority belongs to the view it is applied to: a layout modifier applied afterwards (such
    /// as `.padding()` or `.frame`) reports priority 0, as in SwiftUI (Docs/LayoutRules.md §2).
    public func layoutPriority(_ value: Double) -> some View {
        TraitModifierView(content: self) { builder, node in
            builder.graph.nodes[Int(node)].priority = value.isNaN ? 0 : value
        }
    }

    /// Associates a value with a custom layout property, read by a layout as `subview[K.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        TraitModifierView(content: self) { builder, node in
            builder.setTrait(value, for: ObjectIdentifier(key), on: node)
        }
    }

    /// Binds a view's identity to the given proxy value. `LayoutSnapshot.frame(of:)` finds views
    /// by this identifier. When the value changes, the view is a new view: its state starts over.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: AnyHashable(id))
    }

    /// Hides this view unconditionally. A hidden view still takes part in layout.
    public func hidden() -> some View {
        TraitModifierView(content: self) { builder, node in
            builder.graph.nodes[Int(node)].flags.insert(.hidden)
        }
    }
}
