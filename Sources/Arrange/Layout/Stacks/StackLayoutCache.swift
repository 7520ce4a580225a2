/// The cache of `HStackLayout` and `VStackLayout`: the spacing between neighbours, computed once
/// per set of subviews, and the last sizing, reused when placement asks for the same proposal.
public struct _StackLayoutCache {
    /// `distances[i]` is the space before subview `i` (0 for the first).
    var distances: [CGFloat]
    /// The sum of `distances`.
    var internalSpacing: CGFloat
    /// The proposal and result of the most recent sizing.
    var lastSizing: (proposal: ProposedViewSize, result: StackSizing)?
}

/// The outcome of sizing a stack for one proposal.
struct StackSizing {
    /// The proposal each subview was given.
    var proposals: [ProposedViewSize]
    /// Each subview's answer.
    var sizes: [CGSize]
    /// Each subview's position across the stack, relative to the stack's cross-axis start.
    var crossOffsets: [CGFloat]
    /// The stack's size.
    var size: CGSize
}
