/// The layout behind `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (Docs/LayoutRules.md §2.2, verified against SwiftUI's binary).
@usableFromInline
struct FlexFrameLayout: UnaryModifierLayout, ValidatedLayoutInput, Equatable {
    /// One axis's constraints, normalised as SwiftUI's initialiser does.
    struct Constraints: Equatable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// Normalisation in SwiftUI's order: `min = max(min, 0)`; `ideal = max(min ?? 0, ideal)`;
        /// `max = max(ideal ?? 0, max)`; `max` is not raised to `min` when ideal is nil.
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let min = min.map { Swift.max($0, 0) }
            let ideal = ideal.map { Swift.max(min ?? 0, $0) }
            let max = max.map { Swift.max(ideal ?? 0, $0) }
            self.min = min
            self.ideal = ideal
            self.max = max
        }

        var isConstrained: Bool { min != nil || ideal != nil || max != nil }

        /// Whether min and max are both set and consistent.
        var hasValidRange: Bool {
            guard let min, let max else { return false }
            return min <= max
        }

        /// Step 1: the size decided without the child, if any.
        func decided(_ proposed: CGFloat?) -> CGFloat? {
            if let proposed {
                if hasValidRange, let min, let max { return Swift.min(Swift.max(proposed, min), max) }
                return nil
            }
            return ideal
        }

        /// Step 3: what the child is proposed on this axis.
        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard let value = proposed ?? ideal else { return nil }
            return Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
        }

        /// Step 3: the frame's size from the child's answer `child` to `proposal`.
        func resolve(child: CGFloat, proposal: CGFloat?) -> CGFloat {
            switch (min, max) {
            case let (min?, max?) where min <= max:
                return Swift.min(Swift.max(child, min), max)
            case let (min?, nil):
                return Swift.max(Swift.min(proposal ?? .infinity, child), min)
            case let (nil, max?):
                return Swift.min(Swift.max(proposal ?? -.infinity, child), max)
            default:
                // Neither, or a contradictory min > max: the child's answer.
                return child
            }
        }
    }

    let horizontal: Constraints
    let vertical: Constraints
    let alignment: Alignment
    let inputProblem: String?

    init(horizontal: Constraints, vertical: Constraints, alignment: Alignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
        // Consistent constraints (the usual case) need no list of problems: views are made while
        // they are resolved.
        func isConsistent(_ axis: Constraints) -> Bool {
            if let min = axis.min, let max = axis.max, min > max { return false }
            return !(axis.min?.isNaN ?? false) && !(axis.ideal?.isNaN ?? false) && !(axis.max?.isNaN ?? false)
        }
        if isConsistent(horizontal), isConsistent(vertical) {
            self.inputProblem = nil
            return
        }
        var problems: [String] = []
        for (name, axis) in [("width", horizontal), ("height", vertical)] {
            if let min = axis.min, let max = axis.max, min > max {
                problems.append("Contradictory frame constraints specified: min\(name.capitalized) \(min) > max\(name.capitalized) \(max)")
            }
            if [axis.min, axis.ideal, axis.max].contains(where: { $0?.isNaN == true }) {
                problems.append("frame has a NaN \(name) constraint")
            }
        }
        self.inputProblem = problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        Self.size(horizontal, vertical, for: proposal) { subviews.first?.sizeThatFits($0) ?? .zero }
    }

    /// The size of a frame with these constraints around a colour or shape, which takes the
    /// proposed size (10 points on an unspecified axis, Docs/LayoutRules.md §1): what `sizeThatFits` answers for
    /// such a child, without asking it. Static over the constraints (plain values), so that the
    /// engine calls it without copying the layout.
    static func sizeOverLeaf(_ horizontal: Constraints, _ vertical: Constraints, _ proposal: ProposedViewSize) -> CGSize {
        size(horizontal, vertical, for: proposal) { $0.replacingUnspecifiedDimensions() }
    }

    /// Steps 1 to 3 of Docs/LayoutRules.md §2.2, with the child's answer to a proposal given by `child`.
    @inline(__always)
    private static func size(_ horizontal: Constraints, _ vertical: Constraints, for proposal: ProposedViewSize, child measure: (ProposedViewSize) -> CGSize) -> CGSize {
        let decidedWidth = horizontal.decided(proposal.width)
        let decidedHeight = vertical.decided(proposal.height)
        if let decidedWidth, let decidedHeight {
            return CGSize(width: decidedWidth, height: decidedHeight)
        }
        let childProposal = ProposedViewSize(width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
        let child = measure(childProposal)
        return CGSize(
            width: decidedWidth ?? horizontal.resolve(child: child.width, proposal: childProposal.width),
            height: decidedHeight ?? vertical.resolve(child: child.height, proposal: childProposal.height))
    }

    /// Newer SwiftUI (`FlexFrameIdealSizing`): an axis is proposed nil when the frame has no ideal
    /// there, was proposed nil there, and its size lies strictly between min and max; otherwise the
    /// frame's size.
    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let childProposal = Self.childProposal(horizontal, vertical, in: bounds, proposal)
        return (FrameLayout.aligned(child, proposal: childProposal, in: bounds, alignment: alignment), childProposal)
    }

    /// What the frame proposes its child when placed in `bounds` (`childPlacement`). Static over
    /// the constraints (plain values), so that the engine calls it without copying the layout.
    @inline(__always)
    static func childProposal(_ horizontal: Constraints, _ vertical: Constraints, in bounds: CGRect, _ proposal: ProposedViewSize) -> ProposedViewSize {
        func axisProposal(_ constraints: Constraints, proposed: CGFloat?, size: CGFloat) -> CGFloat? {
            let between = size > (constraints.min ?? -.infinity) && size < (constraints.max ?? .infinity)
            return constraints.ideal == nil && proposed == nil && between ? nil : size
        }
        return ProposedViewSize(
            width: axisProposal(horizontal, proposed: proposal.width, size: bounds.width),
            height: axisProposal(vertical, proposed: proposal.height, size: bounds.height))
    }

    /// The constrained axes' edges get a plain view's preferences, unless the child is a Spacer.
    @usableFromInline func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        guard let child = subviews.first else { return .plain }
        if child.isSpacer { return child.spacing }
        var edges: Edge.Set = []
        if horizontal.isConstrained { edges.formUnion(.horizontal) }
        if vertical.isConstrained { edges.formUnion(.vertical) }
        return child.spacing.resettingToPlain(edges)
    }
}

extension View {
    /// Positions this view within an invisible frame having the specified size constraints.
    ///
    /// Per axis: with both a minimum and a maximum the frame clamps the proposal between them
    /// without asking the view; with only a maximum it grows to the proposal up to the maximum;
    /// with only a minimum it shrinks to the proposal down to the minimum; the ideal answers
    /// unspecified proposals. `frame(maxWidth: .infinity)` takes all the width offered.
    @inlinable public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        layoutModifier(FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                       minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}

extension FlexFrameLayout {
    /// The layout of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
    /// each axis's constraints normalised (`Constraints`).
    @usableFromInline init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                           minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        self.init(horizontal: Constraints(min: minWidth, ideal: idealWidth, max: maxWidth),
                  vertical: Constraints(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
    }

    // The type is `@usableFromInline` so that a client's `frame` resolves to it at compile time
    // (Docs/Engine.md, "Modifier types clients can see"); the witnesses of `Layout`'s requirements
    // are therefore declared here, forwarding to `UnaryModifierLayout`'s.

    /// Places the single child where `childPlacement(in:proposal:child:)` says.
    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        placeChild(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// Forwards the child's explicit value of `guide`, shifted by where the child is placed.
    @usableFromInline func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        forwardedGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// Forwards the child's explicit value of `guide`, shifted by where the child is placed.
    @usableFromInline func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        forwardedGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
}
