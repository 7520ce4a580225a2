/// The area a hosting view gives its root view: the size proposed to the root view, and where
/// the root's answer goes (centred, oracle §11).
///
/// A hosting area that is not a finite, non-negative size has a defined outcome rather than a
/// NaN or infinite origin: a NaN or negative dimension counts as zero (and is reported on the
/// root view under ``LayoutDiagnostic/Rule/proposalIsValid``); an infinite dimension is proposed
/// as it is (the root takes what it wants, as in a scroll view) and the root starts at zero
/// along it, since there is no centre to put it on.
struct HostingArea {
    /// The size as given.
    let size: CGSize

    /// The size with NaN and negative dimensions made zero.
    var usableSize: CGSize {
        CGSize(width: Self.usable(size.width), height: Self.usable(size.height))
    }

    /// What the root view is proposed.
    var proposal: ProposedViewSize { ProposedViewSize(usableSize) }

    /// Where the root view's origin goes in `graph` (whose root is resolved): its answer to the
    /// proposal centred along each finite dimension, at zero along an infinite one.
    func origin(in graph: LayoutGraph) -> CGPoint {
        for (name, value) in [("width", size.width), ("height", size.height)] where value.isNaN || value < 0 {
            graph.report("the hosting area's \(name) is \(value); used 0", at: graph.root, rule: .proposalIsValid)
        }
        let area = usableSize
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
