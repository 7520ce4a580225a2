/// An opaque value representing a subview of another view.
///
/// You get subviews from `ForEach(subviews:content:)` and `Group(subviews:transform:)`. A
/// subview is a proxy for the resolved view it represents: one leaf view or container, with the
/// modifiers applied to the original view already applied, resolved in the environment of the
/// container that asked for it (Apple's documentation, "Subview"). A `ForEach` of three views
/// gives three subviews, a `Group`'s views are subviews each, and an `EmptyView` gives none.
///
/// ```swift
/// Group(subviews: content) { subviews in
///     ForEach(subviews) { subview in
///         subview.padding()
///     }
/// }
/// ```
public struct Subview: View, Identifiable {
    /// A unique identifier for a subview.
    public struct ID: Hashable, Sendable {
        let identity: UInt64
    }

    let source: SubviewSource
    let position: Int

    /// The unique identifier of the view. It persists across updates and changes to the order
    /// of subviews: it comes from the view's identity (its explicit `id(_:)`, its `ForEach`
    /// element's id, or its position in the content).
    public var id: Subview.ID { ID(identity: source.identities[position]) }

    /// The container values associated with the given subview.
    public var containerValues: ContainerValues { source.containerValues[position] }

    /// A subview is primitive: it stands for the view it was resolved into.
    public var body: Never { primitiveBody() }
}

extension Subview: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        source.resolveSubview(at: position, in: builder, context: context, into: &output)
    }
}
