/// The layout behind `.aspectRatio(_:contentMode:)`.
///
/// The child is proposed the largest size of the given ratio that fits in the proposal (`.fit`)
/// or the smallest that covers it (`.fill`), the ratio being the child's ideal size's when nil; a
/// nil proposal axis does not constrain (`fit`) or makes the fill unbounded. An entirely
/// unspecified proposal is passed through. The view takes the child's answer and centres it.
struct AspectRatioLayout: UnaryModifierLayout, ValidatedLayoutInput, Equatable {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    var inputProblem: String? {
        guard let aspectRatio, !(aspectRatio.isFinite && aspectRatio > 0) else { return nil }
        return "aspectRatio(\(aspectRatio)) is not a positive finite ratio"
    }

    func childProposal(_ proposal: ProposedViewSize, child: LayoutSubview) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        var ratioSize = aspectRatio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        if ratioSize.width == ratioSize.height { ratioSize = CGSize(width: 1, height: 1) }
        func scale(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let scaleX = scale(proposal.width, ratioSize.width), scaleY = scale(proposal.height, ratioSize.height)
        let factor = contentMode == .fit ? Swift.min(scaleX, scaleY) : Swift.max(scaleX, scaleY)
        return ProposedViewSize(width: ratioSize.width * factor, height: ratioSize.height * factor)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child: child))
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let childProposal = childProposal(proposal, child: child)
        let size = child.sizeThatFits(childProposal)
        return (CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), childProposal)
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        subviews.first?.spacing ?? .plain
    }
}

extension View {
    /// Constrains this view's dimensions to the specified aspect ratio (width / height), or to
    /// its own ideal size's ratio when nil.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        layoutModifier(AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}
