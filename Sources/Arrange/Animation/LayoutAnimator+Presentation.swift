import Foundation

extension LayoutAnimator {
    /// The graph to show at `time` for the target graph `target`: a copy with every animating
    /// view's frame interpolated, layouts with animating data laid out again with the data
    /// interpolated, and the transition effects of inserted and removed views.
    ///
    /// A view inserted by an animated update moves with its parent (it appears where its moving
    /// container puts it); other views that are not animating are shown at their frame. Views inside a layout whose data animates take the
    /// frames that layout gives them with the interpolated data, moved with the layout's own
    /// presented frame. Layouts with data are not laid out again in graphs with lazy or
    /// `GeometryReader` content: there the frames are interpolated.
    ///
    /// - Complexity: O(n) in the target's nodes, plus a layout pass when some layout's data
    ///   animates.
    func presentation(of target: LayoutGraph, at time: Double) -> LayoutGraph {
        let copy = target.presentationCopy()
        guard !isIdle, target.root >= 0 else { return copy }
        var relaid: ChunkedArray<CGRect>?
        var dataNodes: Set<Int32> = []
        if !dataTracks.isEmpty, target.deferredContent.isEmpty, target.lazyContent.isEmpty, let relayout {
            for index in target.nodes.indices {
                guard let storage = target.layoutStorage(of: Int32(index)),
                      let running = dataTracks[target.nodes[index].identity],
                      !running.animation.isFinished(at: time - running.start),
                      let interpolatable = storage as? InterpolatableLayoutStorage else { continue }
                let remaining = running.animation.sample(at: time - running.start).a
                if let interpolated = interpolatable.interpolated(from: running.from, remaining: remaining) {
                    copy.nodes[index].kind = copy.layoutKind(interpolated)
                    copy.nodes[index].flags.remove(.unchanged)
                    dataNodes.insert(Int32(index))
                }
            }
            if !dataNodes.isEmpty {
                copy.prepareForLayout()
                relayout(copy)
                relaid = copy.frames
            }
        }
        var frames = target.frames
        var effects = PresentationEffects()
        // The removed views that are still drawn, by the identity of the parent they are drawn in.
        var removedByParent: [UInt64: [Int]] = [:]
        for (index, removal) in removals.enumerated() where !removal.animation.isFinished(at: time - removal.start) {
            removedByParent[removal.parentIdentity, default: []].append(index)
        }
        // Top-down, so that a parent's presented frame is known before its children's.
        var work: [(node: Int32, anchor: Int32)] = [(target.root, -1)]
        while let (node, anchor) = work.popLast() {
            let index = Int(node)
            let goal = target.frames[index]
            guard !goal.isNull else { continue }
            let id = target.nodes[index].identity
            var shown = goal
            if anchor >= 0, let relaid, !relaid[index].isNull {
                let dx = frames[Int(anchor)].minX - relaid[Int(anchor)].minX
                let dy = frames[Int(anchor)].minY - relaid[Int(anchor)].minY
                shown = relaid[index].offsetBy(dx: dx, dy: dy)
            } else if let track = tracks[id], !track.animation.isFinished(at: time - track.start) {
                shown = Self.rect(track.value(at: time))
            } else if followers.contains(id) {
                let parent = target.nodes[index].parent
                if parent >= 0 {
                    let dx = frames[Int(parent)].minX - target.frames[Int(parent)].minX
                    let dy = frames[Int(parent)].minY - target.frames[Int(parent)].minY
                    if dx != 0 || dy != 0 { shown = goal.offsetBy(dx: dx, dy: dy) }
                }
            }
            frames[index] = shown
            if !valueTracks.isEmpty, let track = valueTracks[id], !track.animation.isFinished(at: time - track.start) {
                Self.apply(track, at: time, to: index, in: copy)
            }
            if !insertions.isEmpty, let insertion = insertions[id], !insertion.animation.isFinished(at: time - insertion.start) {
                let amount = Self.clamped(insertion.animation.sample(at: time - insertion.start).a)
                let rightToLeft = target.nodes[index].flags.contains(.rightToLeft)
                let (opacity, transform) = AnyTransition.apply(insertion.effects, amount: amount, in: shown, rightToLeft: rightToLeft)
                effects.wrappers[node] = PresentationEffects.Wrapper(opacity: opacity, transform: transform)
            }
            if !removedByParent.isEmpty, let indices = removedByParent.removeValue(forKey: id) {
                for removalIndex in indices {
                    effects.removed.append(removedView(removals[removalIndex], at: time, parent: node))
                }
            }
            let childAnchor = dataNodes.contains(node) ? node : anchor
            for child in target.children(of: node) { work.append((child, childAnchor)) }
        }
        // Removed views whose parent is not drawn now are drawn above everything.
        for indices in removedByParent.values {
            for removalIndex in indices { effects.removed.append(removedView(removals[removalIndex], at: time, parent: -1)) }
        }
        copy.frames = frames
        copy.presentationEffects = effects.isEmpty ? nil : effects
        return copy
    }

    /// A removed view as drawn at `time`, in `parent` (a node of the presented graph; −1: above
    /// everything).
    private func removedView(_ removal: Removal, at time: Double, parent: Int32) -> PresentationEffects.RemovedView {
        let amount = Self.clamped(1 - removal.animation.sample(at: time - removal.start).a)
        let frame = removal.graph.frames[Int(removal.node)]
        let rightToLeft = removal.graph.nodes[Int(removal.node)].flags.contains(.rightToLeft)
        var (opacity, transform) = AnyTransition.apply(removal.effects, amount: amount, in: frame, rightToLeft: rightToLeft)
        if let target = removal.matchedTarget,
           let moved = Self.matchedTransform(from: frame, to: target, progress: Self.clamped(1 - removal.animation.sample(at: time - removal.start).a)) {
            transform = transform.concatenating(moved)
        }
        return PresentationEffects.RemovedView(graph: removal.graph, node: removal.node, parent: parent, position: removal.position,
                                               wrapper: PresentationEffects.Wrapper(opacity: opacity, transform: transform))
    }

    /// `amount` limited to [0, 1] (springs overshoot); NaN is 0.
    static func clamped(_ amount: Double) -> Double {
        amount.isNaN ? 0 : Swift.min(Swift.max(amount, 0), 1)
    }
}
