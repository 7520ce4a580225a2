/// A proposal stored in 16 bytes instead of `ProposedViewSize`'s 32: an unspecified dimension is
/// kept as NaN. The engine never stores a NaN dimension (a layout's NaN proposal is repaired to
/// nil, `LayoutGraph.sanitized(_:from:)`), so nothing is lost; the per-node placed proposals are
/// the largest per-node table after the nodes and frames.
struct PackedProposal: Equatable {
    private var width: CGFloat
    private var height: CGFloat

    /// `proposal`, packed.
    @inline(__always)
    init(_ proposal: ProposedViewSize) {
        width = proposal.width ?? .nan
        height = proposal.height ?? .nan
    }

    /// The proposal of a node that was not placed.
    static let unspecified = PackedProposal(.unspecified)

    /// The proposal, unpacked.
    var proposal: ProposedViewSize {
        ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
    }

    /// Equal as proposals: unspecified dimensions match each other, 0 matches −0.
    static func == (lhs: PackedProposal, rhs: PackedProposal) -> Bool {
        (lhs.width == rhs.width || (lhs.width.isNaN && rhs.width.isNaN))
            && (lhs.height == rhs.height || (lhs.height.isNaN && rhs.height.isNaN))
    }
}
