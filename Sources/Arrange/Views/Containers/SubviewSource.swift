/// The resolved subviews of a view, shared by the `Subview`s, `SubviewsCollection`s and
/// `SectionConfiguration`s made from it.
///
/// The content is resolved into nodes of the graph being built, with the context of the place
/// where the subviews were asked for (`GraphBuilder.resolveSubviews(of:context:)`): each node is
/// one subview. A subview placed in the view a container returns takes its node over; a subview
/// placed a second time, or in a later graph, resolves the content again and takes the node at
/// its position (Docs/Differences.md, "Custom containers").
final class SubviewSource {
    /// The builder whose graph holds `nodes`.
    private weak var builder: GraphBuilder?
    /// The content whose subviews these are, and the context it was resolved with.
    private let content: any View
    private let context: ResolveContext
    /// One node per subview, in order.
    let nodes: [Int32]
    /// Each subview's structural identity (its node's identity).
    let identities: [UInt64]
    /// Each subview's container values.
    let containerValues: [ContainerValues]
    /// Whether each node has been placed in the output already.
    private var claimed: [Bool]
    /// The content resolved anew by another builder (content resolved during layout, a later
    /// graph) or for a subview placed twice, and which of its nodes are placed already.
    private weak var freshBuilder: GraphBuilder?
    private var freshNodes: [Int32] = []
    private var freshClaimed: [Bool] = []

    init(builder: GraphBuilder, content: any View, context: ResolveContext, nodes: [Int32]) {
        self.builder = builder
        self.content = content
        self.context = context
        self.nodes = nodes
        self.identities = nodes.map { builder.graph.nodes[Int($0)].identity }
        self.containerValues = nodes.map { builder.graph.containerValues(of: $0) }
        self.claimed = Array(repeating: false, count: nodes.count)
    }

    /// Appends the node of the subview at `position` to `output`, oriented for `context`.
    func resolveSubview(at position: Int, in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        var node: Int32?
        if builder === self.builder, !claimed[position] {
            claimed[position] = true
            node = nodes[position]
        } else {
            // Placed again, or by another builder: the content resolved anew gives the node.
            if freshBuilder !== builder || position >= freshClaimed.count || freshClaimed[position] {
                let log = builder.sectionLog
                builder.sectionLog = nil
                freshNodes = []
                builder.resolveAny(content, context: self.context, into: &freshNodes)
                builder.sectionLog = log
                freshBuilder = builder
                freshClaimed = Array(repeating: false, count: freshNodes.count)
            }
            if position < freshNodes.count {
                freshClaimed[position] = true
                node = freshNodes[position]
            }
        }
        guard let node else { return }
        if context.orientation != self.context.orientation {
            builder.reorientSubview(node, to: context.orientation)
        }
        output.append(node)
    }
}
