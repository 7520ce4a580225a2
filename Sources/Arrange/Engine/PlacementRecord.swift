/// Where a layout asked one subview to go, as recorded by `LayoutSubview.place(at:anchor:proposal:)`.
struct PlacementRecord {
    var isPlaced = false
    /// The container removed the subview from the layout (the children `ViewThatFits` doesn't
    /// choose): it is neither placed nor drawn.
    var isExcluded = false
    var position: CGPoint = .zero
    var anchor: UnitPoint = .topLeading
    var proposal: ProposedViewSize = .unspecified
}

/// The placements one `placeSubviews` call made, by subview index.
struct RecordedPlacements {
    /// The record of a single-child container, kept inline: modifiers are most of the nodes, and
    /// this spares them an allocation per placement.
    var single: PlacementRecord?
    /// The records of a container with several children.
    var records: [PlacementRecord]

    /// The frame and proposal of subview `index`: where it was placed, or, if the layout never
    /// placed it, centred in the container with the container's proposal (Apple's documentation
    /// of `place(at:anchor:proposal:)`; oracle §8).
    /// Whether the container removed subview `index` from the layout.
    func isExcluded(_ index: Int) -> Bool {
        (single ?? records[index]).isExcluded
    }

    /// Whether the container placed subview `index`.
    func isPlaced(_ index: Int) -> Bool {
        (single ?? records[index]).isPlaced
    }

    func resolved(_ index: Int, container bounds: CGRect, containerProposal: ProposedViewSize, graph: LayoutGraph, node: Int32) -> (frame: CGRect, proposal: ProposedViewSize) {
        let record = single ?? records[index]
        guard record.isPlaced else {
            let size = graph.size(of: node, proposal: containerProposal)
            let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
            return (CGRect(origin: origin, size: size), containerProposal)
        }
        let size = graph.size(of: node, proposal: record.proposal)
        let origin = CGPoint(x: record.position.x - record.anchor.x * size.width, y: record.position.y - record.anchor.y * size.height)
        return (CGRect(origin: origin, size: size), record.proposal)
    }
}
