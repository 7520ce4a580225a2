/// The layout around an image's leaf: a fixed size (the image's size in points) unless the
/// image is resizable, then the proposed size, the image's size on an unspecified axis.
struct ImageLayout: UnaryModifierLayout {
    /// The image's size in points.
    let size: CGSize
    let isResizable: Bool

    var displayName: String? { "Image" }

    var constantSize: CGSize? { isResizable ? nil : size }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard isResizable else { return size }
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (bounds.origin, ProposedViewSize(bounds.size))
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { .plain }
}
