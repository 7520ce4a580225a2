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
struct HostingArea {
    private enum Kind {
        case sized(CGSize)
        case proposed(ProposedViewSize)
    }

    private let kind: Kind

    /// The area of a hosting view of `size`.
    init(size: CGSize) {
        kind = .sized(size)
    }

    /// An area that proposes exactly `proposal`, with the root's origin at (0, 0).
    init(proposal: ProposedViewSize) {
        kind = .proposed(proposal)
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
        case .sized: return ProposedViewSize(usableSize!)
        case .proposed(let proposal): return proposal
        }
    }

    /// Sizes and places the root of `graph` (resolved, prepared for a pass): the whole pass, during
    /// which proxies handed to user code are valid (`LayoutCallStack`).
    func placeRoot(of graph: LayoutGraph) {
        LayoutCallStack.current.during(Unmanaged.passUnretained(graph), container: -1, lineage: 0) {
            graph.place(root: graph.root, at: origin(in: graph), proposal: proposal)
            if !graph.matchedGeometry.isEmpty { graph.applyMatchedGeometry() }
        }
    }

    /// Where the root view's origin goes in `graph` (whose root is resolved): for an area of a
    /// size, its answer to the proposal centred along each finite dimension, at zero along an
    /// infinite one.
    func origin(in graph: LayoutGraph) -> CGPoint {
        guard let size, let area = usableSize else { return .zero }
        for (name, value) in [("width", size.width), ("height", size.height)] where value.isNaN || value < 0 {
            graph.report("the hosting area's \(name) is \(value); used 0", at: graph.root, rule: .proposalIsValid)
        }
        let rootSize = graph.size(of: graph.root, proposal: proposal)
        return CGPoint(x: Self.offset(area.width, rootSize.width), y: Self.offset(area.height, rootSize.height))
    }

    private static func usable(_ dimension: CGFloat) -> CGFloat {
        dimension.isNaN || dimension < 0 ? 0 : dimension
    }

    private static func offset(_ area: CGFloat, _ root: CGFloat) -> CGFloat {
        let offset = (area - root) / 2
        return offset.isFinite ? offset : 0
    }
}
