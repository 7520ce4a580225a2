/// The cache of `HStackLayout` and `VStackLayout`: the spacing between neighbours, computed once
/// per set of subviews, and the last sizing, reused when placement asks for the same proposal.
public struct _StackLayoutCache {
    /// `distances[i]` is the space before subview `i` (0 for the first); empty when every space is
    /// `uniformDistance` (the common case, kept without an allocation).
    var distances: [CGFloat]
    /// The space between every two neighbours, when `distances` is empty.
    var uniformDistance: CGFloat = 0
    /// The sum of `distances`.
    var internalSpacing: CGFloat
    /// The proposal and result of the most recent sizing.
    var lastSizing: (proposal: ProposedViewSize, result: StackSizing)?
    /// The sizing order for the most recent minor-axis proposal.
    var sizingOrder: StackSizingOrder?

    /// The space before subview `index` (0 for the first).
    @inline(__always)
    func distance(before index: Int) -> CGFloat {
        index == 0 ? 0 : (distances.isEmpty ? uniformDistance : distances[index])
    }
}

/// The order in which a stack sizes its subviews for one minor-axis proposal (Docs/LayoutRules.md §4 step 1).
struct StackSizingOrder {
    struct Entry {
        var index: Int
        var priority: Double
        var minLength: CGFloat
        var flexibility: CGFloat
    }

    /// The minor-axis proposal the order was computed for.
    var minor: CGFloat?
    /// The subviews in sizing order; empty when `inSubviewOrder`.
    var entries: [Entry]
    /// Whether all subviews have the same priority (one group, nothing reserved).
    var uniformPriority: Bool
    /// Whether the subviews share one priority and their sizing order is their own order (all
    /// rigid, or all equally flexible: most stacks). Sizing then needs nothing but the count, so
    /// `entries` is left empty: a large tree keeps no array per stack (W3's 349,525 stacks of 4
    /// kept 160 bytes each).
    var inSubviewOrder: Bool
    /// Whether the order holds for every minor-axis proposal: no subview's length along the axis
    /// depends on the minor proposal (`LayoutGraph.hasSeparableAxes`).
    var minorIndependent: Bool
}

/// The outcome of sizing a stack for one proposal.
struct StackSizing {
    /// What sizing decided for one subview.
    struct Child {
        /// The proposal the subview was given.
        var proposal: ProposedViewSize
        /// The subview's answer.
        var size: CGSize
        /// The subview's position across the stack, relative to the stack's cross-axis start.
        var crossOffset: CGFloat
    }

    /// Every subview's proposal, size and cross position, in one allocation.
    var children: [Child]
    /// The stack's size.
    var size: CGSize
}
