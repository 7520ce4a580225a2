/// The caches of custom layouts across updates: they live as long as their views, as in SwiftUI,
/// whatever way the host lays the tree out again (Docs/Engine.md, "Proxies").
extension LayoutGraph {
    /// After a relayout: hands every custom layout the cache of its match in the previous layout
    /// when the relayout did not run it, so the cache is there for a later update. Costs nothing
    /// per node of Arrange's own layouts.
    func carryOverCustomCaches() {
        guard previous != nil else { return }
        for node in customLayoutNodes where Int(node) < previous!.cacheInherited.count && !previous!.cacheInherited[Int(node)] {
            inheritCacheIfNeeded(node, layoutStorage(of: node)!)
        }
    }

    /// When a host lays a tree out in full after `previous` (trees that resolve content during
    /// layout, or after a pass that repaired something): hands each custom layout the cache of the
    /// custom layout of the same type with the same structural identity in `previous`, to be
    /// updated (`updateCache`) on first use, as the layout's subviews may have changed. Layouts
    /// whose identity is not unique among the custom ones start afresh (`makeCache`).
    func inheritCustomCaches(byIdentityFrom previous: LayoutGraph) {
        guard !customLayoutNodes.isEmpty, !previous.customLayoutNodes.isEmpty else { return }
        var earlier: [UInt64: Int32] = [:]
        var ambiguous: Set<UInt64> = []
        for node in previous.customLayoutNodes {
            let identity = previous.nodes[Int(node)].identity
            if earlier.updateValue(node, forKey: identity) != nil { ambiguous.insert(identity) }
        }
        var seen: Set<UInt64> = []
        for node in customLayoutNodes where !seen.insert(nodes[Int(node)].identity).inserted {
            ambiguous.insert(nodes[Int(node)].identity)
        }
        for node in customLayoutNodes {
            let identity = nodes[Int(node)].identity
            guard !ambiguous.contains(identity), let match = earlier[identity],
                  let storage = layoutStorage(of: node), let old = previous.layoutStorage(of: match) else { continue }
            storage.inherit(from: old, refresh: true)
        }
    }
}
