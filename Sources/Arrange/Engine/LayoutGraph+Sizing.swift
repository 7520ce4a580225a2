extension LayoutGraph {
    /// The size `node` chooses for `proposal`, memoised per exact proposal.
    ///
    /// NaN and negative answers from a layout are replaced by 0 and reported; infinite answers are
    /// legitimate here (a colour proposed infinity is infinite) and are repaired only if they end
    /// up in a placed frame.
    func size(of node: Int32, proposal: ProposedViewSize) -> CGSize {
        // Fields are read in place, and the layout storage only on a memo miss.
        let index = Int(node)
        let flags = nodes[index].flags
        if flags.contains(.constantSize) {
            statistics.cacheHits += 1
            return nodes[index].constantSize
        }
        if flags.contains(.arithmeticFrame), case .layout(let reference) = nodes[index].kind {
            return reference.with { storage in
                guard type(of: storage) == FlexFrameLayoutStorage.self else { return nil }
                return unsafeDowncast(storage, to: FlexFrameLayoutStorage.self).sizeOverLeaf(proposal)
            } ?? measure(node, reference, proposal, row: -1, flags: flags)
        }
        let row = memoRows[index]
        if row >= 0 {
            if let known = flags.contains(.proposalInvariant)
                ? memo.anySize(row: row)
                : memo.size(of: node, row: row, width: SizeMemo.wideRow, proposal) {
                statistics.cacheHits += 1
                return known
            }
        }
        switch nodes[index].kind {
        // Colours, shapes, spacers and dividers (and flexible frames around a colour or shape, above)
        // answer by arithmetic on the proposal: cheaper than a memo lookup, and not counted as
        // measure calls.
        case .leaf:
            return proposal.replacingUnspecifiedDimensions()
        case .spacer(let minLength, let orientation):
            return Self.spacerSize(proposal, minLength: minLength, orientation: orientation)
        case .divider(let thickness, let lineAxis):
            return CGSize(lineAxis, major: proposal[lineAxis] ?? 10, minor: thickness)
        case .layout(let reference):
            return measure(node, reference, proposal, row: row, flags: flags)
        }
    }

    /// Asks the layout of `node` for its size (a measure call) and memoises the answer in `row`.
    private func measure(_ node: Int32, _ reference: LayoutStorageReference, _ proposal: ProposedViewSize, row: Int32, flags: NodeFlags) -> CGSize {
        if StackGuard.stackPointer() < stackThreshold {
            return measureOnNewSegment(node, reference, proposal, row: row, flags: flags)
        }
        if cancellation != nil, checkCancellation() { return .zero }
        statistics.measureCalls += 1
        var size = reference.with { storage in
            inheritCacheIfNeeded(node, storage)
            return countingSubviewQueries(of: node, in: "sizeThatFits") {
                storage.sizeThatFits(proposal, LayoutSubviews(graph: self, container: node))
            }
        }
        if !(size.width >= 0) || !(size.height >= 0) {
            size = repaired(size, from: node, proposal: proposal)
        }
        if row >= 0 { memo.store(size, for: node, row: row, width: SizeMemo.rowWidth(invariant: flags.contains(.proposalInvariant)), proposal) }
        return size
    }

    /// `measure` continued on a stack segment (`StackGuard`): out of line, off the hot path.
    @inline(never)
    private func measureOnNewSegment(_ node: Int32, _ reference: LayoutStorageReference, _ proposal: ProposedViewSize, row: Int32, flags: NodeFlags) -> CGSize {
        StackGuard.onNewSegment(of: self) { measure(node, reference, proposal, row: row, flags: flags) }
    }

    /// A spacer's size: at least its minimum length (8 by default) along its stack's axis and 0
    /// across it; along both axes when it has no orientation (Docs/LayoutRules.md §6).
    static func spacerSize(_ proposal: ProposedViewSize, minLength: CGFloat?, orientation: Axis?) -> CGSize {
        let minimum = minLength ?? ViewSpacing.defaultDistance
        func length(_ proposed: CGFloat?) -> CGFloat { Swift.max(proposed ?? -.infinity, minimum) }
        guard let orientation else {
            return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
        return CGSize(orientation, major: length(proposal[orientation]), minor: 0)
    }

    /// Replaces NaN and negative dimensions with 0 and reports them.
    private func repaired(_ size: CGSize, from node: Int32, proposal: ProposedViewSize) -> CGSize {
        func fix(_ value: CGFloat, _ axis: String) -> CGFloat {
            if value.isNaN {
                report("sizeThatFits returned a NaN \(axis) for proposal \(proposal); used 0", at: node, rule: .sizeIsNotNaN)
                return 0
            }
            if value < 0 {
                report("sizeThatFits returned a negative \(axis) (\(value)) for proposal \(proposal); used 0", at: node, rule: .sizeIsNotNegative)
                return 0
            }
            return value
        }
        return CGSize(width: fix(size.width, "width"), height: fix(size.height, "height"))
    }

    /// A proposal a layout made to one of its subviews, with NaN and negative dimensions repaired
    /// (NaN becomes unspecified, negative becomes 0) and reported against the container.
    func sanitized(_ proposal: ProposedViewSize, from container: Int32) -> ProposedViewSize {
        func fix(_ value: CGFloat?, _ axis: String) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN {
                report("proposed a NaN \(axis) to a subview; proposed nil instead", at: container, rule: .proposalIsValid)
                return nil
            }
            if value < 0 {
                report("proposed a negative \(axis) (\(value)) to a subview; proposed 0 instead", at: container, rule: .proposalIsValid)
                return 0
            }
            return value
        }
        if let w = proposal.width, !(w >= 0) { return ProposedViewSize(width: fix(w, "width"), height: fix(proposal.height, "height")) }
        if let h = proposal.height, !(h >= 0) { return ProposedViewSize(width: proposal.width, height: fix(h, "height")) }
        return proposal
    }

    /// The spacing preferences of `node`, memoised for containers.
    func spacing(of node: Int32) -> ViewSpacing {
        switch nodes[Int(node)].kind {
        case .leaf, .divider:
            return .plain
        case .spacer(_, let orientation):
            return .spacer(along: orientation)
        case .layout(let reference):
            if isFrameAroundLeaf(node, reference) { return .plain }
            if let known = spacingMemo[Int(node)] { return known }
            if StackGuard.stackPointer() < stackThreshold { return spacingOnNewSegment(of: node) }
            let spacing = reference.with { storage in
                inheritCacheIfNeeded(node, storage)
                return storage.spacing(LayoutSubviews(graph: self, container: node))
            }
            spacingMemo[Int(node)] = spacing
            return spacing
        }
    }

    /// `spacing(of:)` continued on a stack segment (`StackGuard`): out of line, off the hot path.
    @inline(never)
    private func spacingOnNewSegment(of node: Int32) -> ViewSpacing {
        StackGuard.onNewSegment(of: self) { spacing(of: node) }
    }

    /// Whether `node` is a frame around a colour or shape, whose spacing preferences are the leaf's
    /// plain ones reset to plain on the frame's constrained edges, so plain (`FrameLayout.spacing`,
    /// `FlexFrameLayout.spacing`).
    @inline(__always)
    private func isFrameAroundLeaf(_ node: Int32, _ reference: LayoutStorageReference) -> Bool {
        nodes[Int(node)].flags.contains(.arithmeticFrame) || fixedFrameLeaf(of: node, reference) != nil
    }

    /// The colour or shape inside `node` when `node` is a frame with both dimensions fixed
    /// (`FrameLayout` with a constant size) around it alone; else nil.
    @inline(__always)
    func fixedFrameLeaf(of node: Int32, _ reference: LayoutStorageReference) -> Int32? {
        guard nodes[Int(node)].childCount == 1, nodes[Int(node)].flags.contains(.constantSize),
              reference.with({ type(of: $0) == FrameLayoutStorage.self }) else { return nil }
        let child = childList[Int(nodes[Int(node)].firstChild)]
        guard case .leaf = nodes[Int(child)].kind else { return nil }
        return child
    }

    /// Whether `node`'s spacing preferences are known to be plain without computing them (colours,
    /// shapes, dividers, frames around them, containers whose plain preferences are memoised).
    func hasPlainSpacing(_ node: Int32) -> Bool {
        if fastPathsDisabled { return false }
        switch nodes[Int(node)].kind {
        case .leaf, .divider:
            return true
        case .spacer:
            return false
        case .layout(let reference):
            if isFrameAroundLeaf(node, reference) { return true }
            return spacingMemo[Int(node)]?.isPlain ?? false
        }
    }

    /// The value of a layout value key on `node`, or the key's default.
    func layoutValue<K: LayoutValueKey>(of node: Int32, _ key: K.Type) -> K.Value {
        let row = nodes[Int(node)].traits
        guard row >= 0, let value = traitTable[Int(row)][ObjectIdentifier(key)] as? K.Value else {
            return K.defaultValue
        }
        return value
    }

    /// The explicit value of the alignment guide `key` on `node` measured with `proposal`, or nil.
    func explicitGuide(of node: Int32, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard nodes[Int(node)].flags.contains(.mayHaveGuides(on: key.axis)), case .layout(let reference) = nodes[Int(node)].kind else { return nil }
        if StackGuard.stackPointer() < stackThreshold { return explicitGuideOnNewSegment(of: node, key, proposal: proposal, size: size) }
        let value = reference.with { storage in
            inheritCacheIfNeeded(node, storage)
            return storage.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal, LayoutSubviews(graph: self, container: node))
        }
        if let value, !value.isFinite {
            report("explicitAlignment returned a non-finite value (\(value)); ignored it", at: node, rule: .alignmentIsFinite)
            return nil
        }
        return value
    }

    /// `explicitGuide` continued on a stack segment (`StackGuard`): out of line, off the hot path.
    @inline(never)
    private func explicitGuideOnNewSegment(of node: Int32, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        StackGuard.onNewSegment(of: self) { explicitGuide(of: node, key, proposal: proposal, size: size) }
    }
}
