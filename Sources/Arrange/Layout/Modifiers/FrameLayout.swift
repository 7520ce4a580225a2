/// The layout behind `.frame(width:height:alignment:)` (Docs/LayoutRules.md §2.1).
///
/// With both dimensions fixed the frame has that size without asking its child; otherwise the
/// child is asked with the fixed values and the frame's own proposal on the other axis, and the
/// frame takes the child's answer there. The child is aligned inside by `alignment`.
struct FrameLayout: UnaryModifierLayout, ValidatedLayoutInput, Equatable {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    let inputProblem: String?

    /// Negative or non-finite dimensions are treated as nil, as SwiftUI does (with a warning).
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        // Valid dimensions (the usual case) need no list of problems: views are made while they
        // are resolved, one frame per leaf.
        if width.map({ $0.isFinite && $0 >= 0 }) ?? true, height.map({ $0.isFinite && $0 >= 0 }) ?? true {
            self.width = width
            self.height = height
            self.alignment = alignment
            self.inputProblem = nil
            return
        }
        var problems: [String] = []
        func valid(_ value: CGFloat?, _ name: String) -> CGFloat? {
            guard let value else { return nil }
            guard value.isFinite, value >= 0 else {
                problems.append("frame(\(name): \(value)) is invalid (negative or non-finite); treated as nil")
                return nil
            }
            return value
        }
        self.width = valid(width, "width")
        self.height = valid(height, "height")
        self.alignment = alignment
        self.inputProblem = problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    var constantSize: CGSize? {
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        guard let child = subviews.first else {
            return CGSize(width: width ?? 0, height: height ?? 0)
        }
        let size = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        return (Self.aligned(child, proposal: childProposal, in: bounds, alignment: alignment), childProposal)
    }

    /// The origin that puts the child's guide on the frame's guide of the same kind (the frame's
    /// computed from the default guide functions on the frame's size).
    static func aligned(_ child: LayoutSubview, proposal: ProposedViewSize, in bounds: CGRect, alignment: Alignment) -> CGPoint {
        let dimensions = child.dimensions(in: proposal)
        let frame = ViewDimensions(size: bounds.size, source: nil)
        return CGPoint(
            x: bounds.minX + frame[alignment.horizontal] - dimensions[alignment.horizontal],
            y: bounds.minY + frame[alignment.vertical] - dimensions[alignment.vertical])
    }

    /// The constrained axes' edges get a plain view's preferences, unless the child is a Spacer.
    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        guard let child = subviews.first else { return .plain }
        if child.isSpacer { return child.spacing }
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return child.spacing.resettingToPlain(edges)
    }
}

extension View {
    /// Positions this view within an invisible frame with the specified size.
    ///
    /// - Parameters:
    ///   - width: A fixed width for the resulting view. If nil, the view takes its child's width.
    ///   - height: A fixed height for the resulting view. If nil, the view takes its child's height.
    ///   - alignment: The alignment of this view inside the resulting frame.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        layoutModifier(FrameLayout(width: width, height: height, alignment: alignment))
    }
}

extension View {
    /// A frame with no constraints: the view's own size and placement, unchanged.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View {
        frame(width: nil, height: nil, alignment: .center)
    }
}
