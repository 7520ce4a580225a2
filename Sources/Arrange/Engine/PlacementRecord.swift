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

/// The placements one `placeSubviews` call made, by subview index: a range of the graph's
/// placement buffer, read in place (copying the records out would cost an allocation, and for a
/// large stack page faults, per container). Valid until `LayoutGraph.release(_:)`.
struct RecordedPlacements {
    /// The graph whose placement buffer holds the records.
    let graph: Unmanaged<LayoutGraph>
    /// Where the records start in the buffer.
    let base: Int

    /// The record of subview `index`.
    @inline(__always)
    private func record(_ index: Int) -> PlacementRecord {
        graph._withUnsafeGuaranteedRef { $0.placementBuffer[base + index] }
    }

    /// Whether the container removed subview `index` from the layout.
    func isExcluded(_ index: Int) -> Bool {
        record(index).isExcluded
    }

    /// Whether the container placed subview `index`.
    func isPlaced(_ index: Int) -> Bool {
        record(index).isPlaced
    }

    /// The frame and proposal of subview `index`: where it was placed, or, if the layout never
    /// placed it, centred in the container with the container's proposal (Apple's documentation
    /// of `place(at:anchor:proposal:)`; Docs/LayoutRules.md §8).
    func resolved(_ index: Int, container bounds: CGRect, containerProposal: ProposedViewSize, graph: LayoutGraph, node: Int32) -> (frame: CGRect, proposal: ProposedViewSize) {
        let record = record(index)
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
