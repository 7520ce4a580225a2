/// The layout behind `containerRelativeFrame` (Docs/LayoutRules.md §12): a fixed frame
/// (§2.1) whose lengths on the chosen axes come from the nearest container's size
/// (`LayoutGraph.containerSize(around:)`); on the other axes it passes its proposal through and
/// takes its child's size, as `.frame` with a nil length does.
struct ContainerRelativeFrameLayout: UnaryModifierLayout, ValidatedLayoutInput {
    /// How a container length becomes the frame's length on an axis.
    enum Length {
        /// The container's length.
        case container
        /// `span` of `count` columns (or rows) separated by `spacing`.
        case grid(count: Int, span: Int, spacing: CGFloat)
        /// A closure of the container's length and the axis.
        case custom((CGFloat, Axis) -> CGFloat)
    }

    let axes: Axis.Set
    let alignment: Alignment
    let length: Length
    let inputProblem: String?

    /// A count below 1 counts as 1, a span below 1 as 1 and a span above the count as the count; a
    /// negative or non-finite spacing as 0. Each repair is reported.
    init(axes: Axis.Set, alignment: Alignment, length: Length) {
        self.axes = axes
        self.alignment = alignment
        var problems: [String] = []
        if case .grid(var count, var span, var spacing) = length {
            if count < 1 { problems.append("containerRelativeFrame count \(count) is less than 1; used 1"); count = 1 }
            if span < 1 { problems.append("containerRelativeFrame span \(span) is less than 1; used 1"); span = 1 }
            if span > count { problems.append("containerRelativeFrame span \(span) is more than the count \(count); used \(count)"); span = count }
            if !(spacing >= 0) || !spacing.isFinite {
                problems.append("containerRelativeFrame spacing \(spacing) is negative or not finite; used 0")
                spacing = 0
            }
            self.length = .grid(count: count, span: span, spacing: spacing)
        } else {
            self.length = length
        }
        self.inputProblem = problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    var displayName: String? { "ContainerRelativeFrame" }

    /// The frame's length on `axis` for a container `containerLength` long.
    ///
    /// The grid form is Apple's formula (documentation of
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`): the container less the
    /// spacing between `count` columns, divided by `count`, times `span`, plus the spacing
    /// between the spanned columns.
    static func length(_ length: Length, container containerLength: CGFloat, axis: Axis) -> CGFloat {
        switch length {
        case .container:
            return containerLength
        case .grid(let count, let span, let spacing):
            let count = CGFloat(count), span = CGFloat(span)
            return (containerLength - spacing * (count - 1)) / count * span + spacing * (span - 1)
        case .custom(let closure):
            return closure(containerLength, axis)
        }
    }

    /// The fixed frame this frame is for the container around `node` (nil lengths where the
    /// axis is not chosen or the container's length is unknown).
    private func frame(graph: LayoutGraph, node: Int32) -> FrameLayout {
        let container = graph.containerSize(around: node)
        func resolved(_ axis: Axis, _ containerLength: CGFloat?) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical), let containerLength else { return nil }
            let value = Self.length(length, container: Swift.max(containerLength, 0), axis: axis)
            guard value.isFinite, value >= 0 else {
                let message = "containerRelativeFrame length \(value) for the \(axis == .horizontal ? "width" : "height") is negative or not finite; \(value.isNaN || value < 0 ? "used 0" : "passed the proposal through")"
                graph.reportOnce(message, at: node)
                return value.isNaN || value < 0 ? 0 : nil
            }
            return value
        }
        return FrameLayout(width: resolved(.horizontal, container.width), height: resolved(.vertical, container.height), alignment: alignment)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        var void: Void = ()
        return frame(graph: subviews.graph, node: subviews.container).sizeThatFits(proposal: proposal, subviews: subviews, cache: &void)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        frame(graph: child.graph, node: child.container).childPlacement(in: bounds, proposal: proposal, child: child)
    }

    /// The chosen axes' edges get a plain view's preferences, as a fixed frame's constrained
    /// axes do (Docs/LayoutRules.md §3).
    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        guard let child = subviews.first else { return .plain }
        if child.isSpacer { return child.spacing }
        var edges: Edge.Set = []
        if axes.contains(.horizontal) { edges.formUnion(.horizontal) }
        if axes.contains(.vertical) { edges.formUnion(.vertical) }
        return child.spacing.resettingToPlain(edges)
    }
}
