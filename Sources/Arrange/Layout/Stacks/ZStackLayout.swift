/// An overlaying container that you can use in conditional layouts.
///
/// The layout behind `ZStack` (Docs/LayoutRules.md §5): only the subviews with the highest layout priority size
/// the stack, as the bounding box of their aligned frames; every subview is then proposed the
/// stack's size and aligned so all share the same alignment point.
public struct ZStackLayout: Layout {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The bounding box of the highest-priority subviews, aligned, for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        alignedExtent(of: subviews, proposal: proposal).size
    }

    /// Proposes the stack's size to every subview and aligns them on the shared alignment point.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let childProposal = ProposedViewSize(bounds.size)
        let extent = alignedExtent(of: subviews, proposal: childProposal)
        for subview in subviews {
            let dimensions = subview.dimensions(in: childProposal)
            let x = bounds.minX - extent.minX - dimensions[alignment.horizontal]
            let y = bounds.minY - extent.minY - dimensions[alignment.vertical]
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: childProposal)
        }
    }

    /// The union of the highest-priority subviews' frames, each placed with its alignment guide
    /// at 0 (so `minX`/`minY` are minus the largest guide values).
    private func alignedExtent(of subviews: Subviews, proposal: ProposedViewSize) -> CGRect {
        guard let topPriority = subviews.lazy.map(\.priority).max() else { return .zero }
        var minX: CGFloat = .infinity, minY: CGFloat = .infinity
        var maxX: CGFloat = -.infinity, maxY: CGFloat = -.infinity
        for subview in subviews where subview.priority == topPriority {
            let dimensions = subview.dimensions(in: proposal)
            let x = -dimensions[alignment.horizontal], y = -dimensions[alignment.vertical]
            minX = Swift.min(minX, x)
            minY = Swift.min(minY, y)
            maxX = Swift.max(maxX, x + dimensions.width)
            maxY = Swift.max(maxY, y + dimensions.height)
        }
        return CGRect(x: minX, y: minY, width: Swift.max(maxX - minX, 0), height: Swift.max(maxY - minY, 0))
    }
}

extension ZStackLayout: BuiltinLayout {
    /// A stack's size and its subviews' positions follow from their sizes (Docs/LayoutRules.md §4, §5).
    static var preservesProposalInvariance: Bool { true }
    static var isUnaryModifier: Bool { false }
}
