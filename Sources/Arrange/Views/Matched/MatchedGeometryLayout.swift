/// The layout behind `matchedGeometryEffect`: it passes its child through (same proposal, same
/// size) and carries the group it belongs to. After the hosting area places the tree, the
/// non-source views of a group that has a source take the source's frame
/// (`LayoutGraph.applyMatchedGeometry()`).
///
/// `@unchecked Sendable`: the key is the user's `id` value with its namespace, only hashed and
/// compared.
struct MatchedGeometryLayout: UnaryModifierLayout, @unchecked Sendable {
    /// The namespace and identifier of the group.
    let key: AnyHashable
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    static var forwardsPriority: Bool { true }

    var displayName: String? { isSource ? "matchedGeometryEffect (source)" : "matchedGeometryEffect" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (bounds.origin, proposal)
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        subviews.first?.spacing ?? .plain
    }
}

extension MatchedGeometryLayout: Equatable {
    static func == (lhs: MatchedGeometryLayout, rhs: MatchedGeometryLayout) -> Bool {
        lhs.key == rhs.key && lhs.properties == rhs.properties && lhs.anchor == rhs.anchor && lhs.isSource == rhs.isSource
    }
}
