/// The algorithm `ArrangeLazyVStackLayout` and `ArrangeLazyHStackLayout` share, with the axes as parameters.
///
/// A lazy stack lines its subviews up along its axis like a `VStack`/`HStack` (per-pair spacing
/// from `ViewSpacing` unless a spacing is given) but does not distribute space: each subview is
/// proposed an unspecified length along the axis (its ideal length) and the stack's proposed
/// length across it. The stack takes the whole proposed cross length (the widest subview's when
/// that is unspecified or infinite), and aligns each subview within it.
struct LazyStackAlgorithm {
    /// The stacking ("major") axis.
    let axis: Axis
    /// The alignment guide across the stack.
    let alignment: AlignmentKey
    /// An explicit spacing that replaces every pairwise distance, or nil for per-pair spacing.
    let spacing: CGFloat?

    /// What each subview is proposed: nil along the axis, the stack's proposal across it.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(axis, major: nil, minor: proposal[axis.other])
    }

    /// The distance between element `index - 1` and element `index`.
    func gap(before index: Int, _ elements: LazyElements) -> CGFloat {
        if let spacing { return spacing }
        return elements[index - 1].spacing.distance(to: elements[index].spacing, along: axis)
    }

    /// Measures the elements (the first viewport's worth when lazy) and the widest of them.
    func lines(_ proposal: ProposedViewSize, _ elements: LazyElements) -> (lines: LazyLines, widest: CGFloat) {
        let childProposal = childProposal(proposal)
        var widest: CGFloat = 0
        let lines = LazyLines(count: elements.count, limit: elements.measuredLength(along: axis)) { index in
            let size = elements[index].sizeThatFits(childProposal)
            widest = Swift.max(widest, size[axis.other])
            return size[axis]
        } gap: { index in
            gap(before: index, elements)
        } fallbackGap: {
            spacing ?? elements[0].spacing.distance(to: elements[0].spacing, along: axis)
        }
        return (lines, widest)
    }

    /// The stack's size: its lines' total length (estimated beyond what was measured) and the
    /// proposed cross length, or the widest subview's when that is unspecified or infinite.
    func sizeThatFits(_ proposal: ProposedViewSize, _ elements: LazyElements) -> CGSize {
        let (lines, widest) = lines(proposal, elements)
        return CGSize(axis, major: lines.total, minor: crossLength(proposal, widest: widest))
    }

    private func crossLength(_ proposal: ProposedViewSize, widest: CGFloat) -> CGFloat {
        guard let proposed = proposal[axis.other], proposed.isFinite else { return widest }
        return proposed
    }

    /// Places the visible elements one after the other from the first visible one (all of them
    /// when the stack isn't lazy), each aligned across the stack; built elements that aren't
    /// visible are left out of the layout.
    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ elements: LazyElements) {
        let (lines, _) = lines(proposal, elements)
        let childProposal = childProposal(proposal)
        let cross = axis.other
        let stackGuide = alignment.defaultValue(in: ViewDimensions(size: bounds.size, source: nil))
        let visible = elements.visibleRange(in: bounds, along: axis)
        let upper = visible?.upper ?? .infinity
        let first = visible.map { lines.firstLine(endingAfter: $0.lower) } ?? 0
        var index = first
        var position = lines.offset(of: first)
        var placed = Set<Int32>()
        while index < elements.count {
            if index > first { position += gap(before: index, elements) }
            if position >= upper { break }
            let subview = elements[index]
            let size = subview.sizeThatFits(childProposal)
            // Read after the element is built: a lazily built element that may have explicit
            // guides flags its container only when it joins it.
            let useExplicit = elements.subviews.mayHaveExplicitGuides(on: alignment.axis)
            let guide = useExplicit
                ? subview.dimensions(in: childProposal)[alignment]
                : alignment.defaultValue(in: ViewDimensions(size: size, source: nil))
            let point = CGPoint(axis, major: bounds.origin[axis] + position, minor: bounds.origin[cross] + stackGuide - guide)
            subview.place(at: point, anchor: .topLeading, proposal: childProposal)
            placed.insert(subview.slot)
            position += size[axis]
            index += 1
        }
        elements.excludeUnplaced(placed)
    }
}
