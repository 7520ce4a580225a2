import Observation

/// Resolving in a ``ViewHost``: views whose inputs did not change since the last update are kept
/// (their nodes copied from the previous graph) instead of evaluated (`RetainedViews`,
/// Docs/Engine.md, "Retained views").
extension GraphBuilder {
    /// Resolves a view with a `body` in a host: keeps it when it can, else evaluates its body,
    /// tracking the observable properties read while resolving it and recording what it produced.
    @inline(never)
    func resolveRetained<V: View>(_ view: V, context: ResolveContext, inner: ResolveContext, runtime: ViewRuntime, retention: RetainedViews, into output: inout [Int32]) {
        if let index = retention.candidate(inner.identity), retention.canKeep(index, view, in: context) {
            keep(index, retention: retention, runtime: runtime, into: &output)
            return
        }
        retention.begin(view, identity: inner.identity, context: context, builder: self, outputCount: output.count)
        let identity = inner.identity
        withObservationTracking {
            runtime.prepare(view, identity: identity, environment: context.environment)
            bodiesEvaluated &+= 1
            resolve(view.body, context: inner, into: &output)
        } onChange: { [weak runtime] in
            runtime?.invalidate(identity: identity)
        }
        retention.end(context: context, builder: self, output: output)
    }

    /// What, besides the graph's, a kept view's copy must leave unchanged to be kept: presentations
    /// asked for and sections collected (`LayoutGraph.retentionSignature`).
    var retentionSignature: Int {
        graph.retentionSignature &+ presentations.requests.count &+ (sectionLog?.count ?? 0) &* 7
    }

    /// Copies the nodes of the last update's view at record `index` into this graph, does again
    /// what resolving it did to the runtime, the identifiers and the interactions, and appends its
    /// outputs to `output`.
    private func keep(_ index: Int32, retention: RetainedViews, runtime: ViewRuntime, into output: inout [Int32]) {
        guard let old = retention.graph else { return }
        // The record is borrowed, not copied, until it is carried into this update.
        let moves = retention.withRecord(index) { record in
            let moves = ViewRecord.Moves(
                nodes: Int32(graph.nodes.count) - record.pointee.nodes.lowerBound,
                children: Int32(graph.childList.count) - record.pointee.children.lowerBound,
                traits: Int32(graph.traitTable.count) - record.pointee.traits.lowerBound,
                events: Int32(runtime.events.count) - record.pointee.events.lowerBound,
                idMarks: Int32(graph.idMarks.count) - record.pointee.idMarks.lowerBound,
                interactionWrites: Int32(graph.interactions.writes.count) - record.pointee.interactionWrites.lowerBound,
                customLayouts: Int32(graph.customLayoutNodes.count) - record.pointee.customLayouts.lowerBound)
            copyNodes(of: record, from: old, moves: moves)
            let customLayouts = record.pointee.customLayouts
            for node in old.customLayoutNodes[Int(customLayouts.lowerBound)..<Int(customLayouts.upperBound)] {
                graph.customLayoutNodes.append(node + moves.nodes)
            }
            _ = runtime.replayEvents(record.pointee.events)
            graph.replayIDs(record.pointee.idMarks, of: old, movedBy: moves.nodes)
            if !record.pointee.interactionWrites.isEmpty {
                old.interactions.writes.withUnsafeBufferPointer { writes in
                    graph.interactions.replay(record.pointee.interactionWrites, of: writes, movedBy: moves.nodes)
                }
            }
            retention.readLog.reads.append(contentsOf: record.pointee.reads)
            for node in record.pointee.outputs { output.append(node + moves.nodes) }
            return moves
        }
        retention.carry(index, moves: moves, in: graph)
    }

    /// Appends copies of the record's nodes, child lists and trait rows; leaves get their payloads
    /// again, layout nodes a storage of their own (`AnyLayoutStorage.remade(by:)`).
    private func copyNodes(of record: UnsafePointer<ViewRecord>, from old: LayoutGraph, moves: ViewRecord.Moves) {
        let nodes = record.pointee.nodes, traits = record.pointee.traits, children = record.pointee.children
        graph.traitTable.append(contentsOf: old.traitTable[Int(traits.lowerBound)..<Int(traits.upperBound)])
        for child in old.childList[Int(children.lowerBound)..<Int(children.upperBound)] {
            graph.childList.append(child + moves.nodes)
        }
        for source in nodes {
            // Outputs as the view left them (its container changes them again).
            var node = record.pointee.outputs.firstIndex(of: source).map { record.pointee.outputNodes[$0] } ?? old.nodes[Int(source)]
            node.parent = nodes.contains(node.parent) ? node.parent + moves.nodes : -1
            node.firstChild += moves.children
            if node.traits >= 0 {
                if traits.contains(node.traits) {
                    node.traits += moves.traits
                } else {
                    graph.traitTable.append(old.traitTable[Int(node.traits)])
                    node.traits = Int32(graph.traitTable.count - 1)
                }
            }
            node.flags.remove(.unchanged)
            switch node.kind {
            case .leaf(let payload):
                graph.leafPayloads.append(old.leafPayloads[Int(payload)])
                node.kind = .leaf(payload: Int32(graph.leafPayloads.count - 1))
            case .layout(let reference):
                node.kind = .layout(reference.object.remade(by: self))
            case .spacer, .divider:
                break
            }
            graph.nodes.append(node)
        }
    }
}
