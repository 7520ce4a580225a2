/// The layout behind `ViewThatFits` (Docs/LayoutRules.md §9).
///
/// Each child, in order, is measured at its ideal size on the constrained axes (nil there) and with
/// the parent's proposal on the others; the first whose size is within the proposal on every
/// constrained axis is chosen, or the last child if none fits. The chosen child is then sized and
/// placed with the real proposal; the others are removed from the layout.
struct ViewThatFitsLayout: Layout, BuiltinLayout {
    let axes: Axis.Set

    static var isUnaryModifier: Bool { false }

    /// The index of the child that `proposal` selects.
    func choice(for proposal: ProposedViewSize, in subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let probe = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(probe)
            // An unspecified proposal on a constrained axis fits anything (unverified, see
            // Docs/Differences.md).
            let fitsWidth = !horizontal || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.endIndex - 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let chosen = choice(for: proposal, in: subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let chosen = choice(for: proposal, in: subviews)
        for index in subviews.indices {
            if index == chosen {
                subviews[index].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            } else {
                subviews[index].graph.recordExclusion(of: subviews[index])
            }
        }
    }
}

/// A view that adapts to the available space by providing the first child view that fits.
///
/// ```swift
/// ViewThatFits {
///     MyEqualWidthHStack { Buttons() }  // horizontally, if it fits…
///     MyEqualWidthVStack { Buttons() }  // …vertically otherwise.
/// }
/// ```
///
/// Children are tried in order, each at its ideal size along the constrained axes; the first that
/// fits within the proposal is shown, or the last one if none does.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Produces a view constrained in the given dimensions from the first child view that fits.
    ///
    /// - Parameters:
    ///   - axes: A set of axes to constrain children to. The default is both axes.
    ///   - content: A view builder that provides the child views for this container, in order of
    ///     preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// `ViewThatFits` is primitive: the engine lays it out with its own layout.
    public var body: Never { primitiveBody() }
}

extension ViewThatFits: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        output.append(builder.addContainer(ViewThatFitsLayout(axes: axes), content: content, context: context))
    }
}
