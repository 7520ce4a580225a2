extension LayoutGraph {
    /// After placement: the non-source views of each `matchedGeometryEffect` group that has a
    /// placed source take the source's geometry. With `.size`, the view's content is proposed
    /// the source's size; with `.position`, the view is put with its anchor point on the
    /// source's anchor point (otherwise its anchor point stays where its container put it). The
    /// content is then placed again there. The first placed source in view order counts; outer
    /// views are done before the views inside them.
    ///
    /// - Complexity: O(k log k) for the k matched views, plus placing their content again.
    func applyMatchedGeometry() {
        let matched = matchedGeometry.keys.sorted()
        var sources: [AnyHashable: CGRect] = [:]
        for node in matched {
            guard let entry = matchedGeometry[node], entry.isSource, !frames[Int(node)].isNull else { continue }
            if sources[entry.key] == nil { sources[entry.key] = frames[Int(node)] }
        }
        guard !sources.isEmpty else { return }
        // Descending: a view's container comes after it in `nodes`, so outer views go first.
        for node in matched.reversed() {
            guard let entry = matchedGeometry[node], !entry.isSource, let source = sources[entry.key] else { continue }
            let current = frames[Int(node)]
            guard !current.isNull, let child = children(of: node).first, source.origin.x.isFinite, source.origin.y.isFinite else { continue }
            let proposal = entry.properties.contains(.size) ? ProposedViewSize(source.size) : placedProposals[Int(node)].proposal
            let size = self.size(of: child, proposal: proposal)
            let reference = entry.properties.contains(.position) ? source : current
            let anchorPoint = CGPoint(x: reference.minX + entry.anchor.x * reference.width, y: reference.minY + entry.anchor.y * reference.height)
            let origin = CGPoint(x: anchorPoint.x - entry.anchor.x * size.width, y: anchorPoint.y - entry.anchor.y * size.height)
            guard origin.x.isFinite, origin.y.isFinite else { continue }
            place(root: child, at: origin, proposal: proposal)
            frames[Int(node)] = CGRect(origin: origin, size: size)
            placedProposals[Int(node)] = PackedProposal(proposal)
        }
    }
}
