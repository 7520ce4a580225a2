/// Where a host puts its root view: the one hosting policy every host and every animation frame
/// uses (`LayoutSnapshot`, `LayoutHost`, `ViewHost` and the terminal host built on it, and the
/// relayout of an animation's frames).
///
/// A hosting area of a size proposes the size to the root view and centres the root's answer in
/// it (Docs/LayoutRules.md §11, restated in Docs/Engine.md, "Hosting"). An area given as a proposal proposes it
/// exactly and puts the root's origin at (0, 0).
///
/// A hosting area that is not a finite, non-negative size has a defined outcome rather than a
/// NaN or infinite origin: a NaN or negative dimension counts as zero (and is reported on the
/// root view under ``LayoutDiagnostic/Rule/proposalIsValid``); an infinite dimension is proposed
/// as it is (the root takes what it wants, as in a scroll view) and the root starts at zero
/// along it, since there is no centre to put it on.
///
/// An area of a size may have safe-area insets (Docs/LayoutRules.md §13): the root view is
/// proposed the area less the insets and centred in that safe area, and views that ignore the
/// safe area extend from its boundary into the insets. Negative or NaN insets count as zero, and
/// insets larger than the area leave a safe area of zero along that axis (both reported).
struct HostingArea {
    private enum Kind {
        case sized(CGSize)
        case proposed(ProposedViewSize)
    }

    private let kind: Kind

    /// The safe-area insets of an area of a size, as given.
    let safeAreaInsets: EdgeInsets

    /// The area of a hosting view of `size`, with `safeAreaInsets` (none by default).
    init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        kind = .sized(size)
        self.safeAreaInsets = safeAreaInsets
    }

    /// An area that proposes exactly `proposal`, with the root's origin at (0, 0).
    init(proposal: ProposedViewSize) {
        kind = .proposed(proposal)
        safeAreaInsets = EdgeInsets()
    }

    /// Whether the area has safe-area insets (any usable one above zero).
    var hasSafeArea: Bool {
        let insets = usableInsets
        return insets.top > 0 || insets.leading > 0 || insets.bottom > 0 || insets.trailing > 0
    }

    /// The insets with NaN, infinite and negative values made zero.
    var usableInsets: EdgeInsets {
        guard size != nil else { return EdgeInsets() }
        func usable(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return EdgeInsets(top: usable(safeAreaInsets.top), leading: usable(safeAreaInsets.leading),
                          bottom: usable(safeAreaInsets.bottom), trailing: usable(safeAreaInsets.trailing))
    }

    /// The whole area and its safe part, at the origin, for an area of a size with insets.
    var safeAreaLayer: SafeAreaLayer? {
        guard hasSafeArea, let area = usableSize else { return nil }
        let outer = CGRect(origin: .zero, size: area)
        return SafeAreaLayer(outer: outer, safe: outer.insetClamped(by: usableInsets))
    }

    /// The size as given, for an area of a size.
    var size: CGSize? {
        if case .sized(let size) = kind { return size }
        return nil
    }

    /// The size with NaN and negative dimensions made zero.
    var usableSize: CGSize? {
        size.map { CGSize(width: Self.usable($0.width), height: Self.usable($0.height)) }
    }

    /// What the root view is proposed.
    var proposal: ProposedViewSize {
        switch kind {
        case .sized:
            guard let layer = safeAreaLayer else { return ProposedViewSize(usableSize!) }
            return ProposedViewSize(layer.safe.size)
        case .proposed(let proposal): return proposal
        }
    }

    /// Sizes and places the root of `graph` (resolved, prepared for a pass): the whole pass, during
    /// which proxies handed to user code are valid (`LayoutCallStack`).
    func placeRoot(of graph: LayoutGraph) {
        graph.hostingProposal = proposal
        if let layer = safeAreaLayer { graph.safeAreaLayers[graph.root] = [layer] }
        LayoutCallStack.current.during(Unmanaged.passUnretained(graph), container: -1, lineage: 0) {
            graph.place(root: graph.root, at: origin(in: graph), proposal: proposal)
            if !graph.matchedGeometry.isEmpty { graph.applyMatchedGeometry() }
        }
    }

    /// Where the root view's origin goes in `graph` (whose root is resolved): for an area of a
    /// size, its answer to the proposal centred along each finite dimension of the safe area
    /// (the whole area without insets), at zero along an infinite one.
    func origin(in graph: LayoutGraph) -> CGPoint {
        guard let size, let area = usableSize else { return .zero }
        for (name, value) in [("width", size.width), ("height", size.height)] where value.isNaN || value < 0 {
            graph.report("the hosting area's \(name) is \(value); used 0", at: graph.root, rule: .proposalIsValid)
        }
        reportInsetProblems(in: graph, area: area)
        let rootSize = graph.size(of: graph.root, proposal: proposal)
        guard let safe = safeAreaLayer?.safe else {
            return CGPoint(x: Self.offset(area.width, rootSize.width), y: Self.offset(area.height, rootSize.height))
        }
        return CGPoint(x: safe.minX + Self.offset(safe.width, rootSize.width), y: safe.minY + Self.offset(safe.height, rootSize.height))
    }

    /// Reports insets that are not finite and non-negative, and insets larger than the area.
    private func reportInsetProblems(in graph: LayoutGraph, area: CGSize) {
        let insets = safeAreaInsets
        for (name, value) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
        where !value.isFinite || value < 0 {
            graph.report("the hosting area's \(name) safe-area inset is \(value); used 0", at: graph.root, rule: .proposalIsValid)
        }
        let usable = usableInsets
        if area.width.isFinite, usable.leading + usable.trailing > area.width {
            graph.report("the hosting area's leading and trailing safe-area insets exceed its width \(area.width); the safe area is 0 wide", at: graph.root, rule: .proposalIsValid)
        }
        if area.height.isFinite, usable.top + usable.bottom > area.height {
            graph.report("the hosting area's top and bottom safe-area insets exceed its height \(area.height); the safe area is 0 high", at: graph.root, rule: .proposalIsValid)
        }
    }

    private static func usable(_ dimension: CGFloat) -> CGFloat {
        dimension.isNaN || dimension < 0 ? 0 : dimension
    }

    private static func offset(_ area: CGFloat, _ root: CGFloat) -> CGFloat {
        let offset = (area - root) / 2
        return offset.isFinite ? offset : 0
    }
}
