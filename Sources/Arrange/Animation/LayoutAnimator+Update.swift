import Foundation

extension LayoutAnimator {
    /// Starts the animations for a change from `old` (the target graph shown until now) to
    /// `new`, made at `time` in `transaction`.
    ///
    /// Views in both graphs whose frame changes start moving from where they are shown now
    /// (when their animation is not nil); views whose frame does not change keep any animation
    /// they are running; inserted and removed views start their transitions.
    ///
    /// - Complexity: O(n) in the nodes of both graphs, when the update is animated or something
    ///   is running; O(1) otherwise.
    func update(from old: LayoutGraph, to new: LayoutGraph, transaction: Transaction, at time: Double) {
        let rootAnimation = transaction.effectiveAnimation
        guard rootAnimation != nil || !new.transactionModifiers.isEmpty || !isIdle else { return }
        guard old.root >= 0, new.root >= 0 else { reset(); return }
        // Where everything is shown now, before the running animations are replaced.
        let shown = presentation(of: old, at: time)
        shown.presentationEffects = nil
        prune(at: time)
        let animations = Self.animations(in: new, root: transaction)
        let oldByID = Self.placedNodesByIdentity(old)
        let newByID = Self.placedNodesByIdentity(new)

        var newTracks: [UInt64: Track] = [:]
        var newInsertions: [UInt64: Insertion] = [:]
        var newDataTracks: [UInt64: DataTrack] = [:]
        var newFollowers: Set<UInt64> = []
        var newValueTracks: [UInt64: ValueTrack] = [:]
        let matchedDepartures = Self.matchedDepartures(from: old, to: new, oldByID: oldByID, newByID: newByID)
        for (id, node) in newByID {
            let animation = animations(node)
            let to = Self.vector(new.frames[Int(node)])
            if let oldNode = oldByID[id] {
                let running = tracks[id]
                if let running, running.to == to {
                    newTracks[id] = running
                } else if let animation {
                    let from = Self.vector(shown.frames[Int(oldNode)])
                    if from != to {
                        var velocity = SIMD4<Double>(repeating: 0)
                        if let running, case .spring = animation.timing { velocity = running.velocity(at: time) }
                        newTracks[id] = Track(from: from, to: to, velocity: velocity, animation: animation, start: time)
                    }
                }
                if let insertion = insertions[id] { newInsertions[id] = insertion }
                if followers.contains(id) { newFollowers.insert(id) }
                startDataTrack(for: node, in: new, old: oldNode, of: old, id: id, animation: animation, time: time, into: &newDataTracks)
                startValueTrack(for: node, in: new, old: oldNode, of: old, id: id, animation: animation, time: time, into: &newValueTracks)
            } else {
                newFollowers.insert(id)
                if let animation, let departed = matchedDepartures[id] {
                    // A view of a matched geometry group replacing one that left: it moves from
                    // where the departed view is shown.
                    let from = Self.vector(shown.frames[Int(departed)])
                    if from != to { newTracks[id] = Track(from: from, to: to, velocity: .zero, animation: animation, start: time) }
                }
                guard Self.isTopmost(node, in: new, present: oldByID) else { continue }
                let transition = Self.transition(of: node, in: new) ?? .opacity
                if let animation = transition.animation ?? animation, !transition.insertion.isEmpty {
                    newInsertions[id] = Insertion(effects: transition.insertion, animation: animation, start: time)
                }
            }
        }
        // Where each departed view of a matched group goes: its replacement's frame.
        var matchedArrivals: [UInt64: Int32] = [:]
        for (arrivedID, departed) in matchedDepartures {
            if let arrived = newByID[arrivedID] { matchedArrivals[old.nodes[Int(departed)].identity] = arrived }
        }
        // Removed views: the topmost of each removed subtree runs its removal transition.
        removals.removeAll { newByID[$0.identity] != nil }
        for (id, node) in oldByID where newByID[id] == nil && Self.isTopmost(node, in: old, present: newByID) {
            let transition = Self.transition(of: node, in: old) ?? .opacity
            let parent = old.nodes[Int(node)].parent
            let context = parent >= 0 ? newByID[old.nodes[Int(parent)].identity].flatMap(animations) : rootAnimation
            guard let animation = transition.animation ?? context, !transition.removal.isEmpty else { continue }
            let position = old.children(of: parent).firstIndex(of: node).map { $0 - old.children(of: parent).startIndex } ?? 0
            removals.append(Removal(graph: shown, node: node, identity: id, parentIdentity: old.nodes[Int(parent)].identity,
                                    position: position, effects: transition.removal, animation: animation, start: time,
                                    matchedTarget: matchedArrivals[id].map { new.frames[Int($0)] }))
        }
        tracks = newTracks
        insertions = newInsertions
        dataTracks = newDataTracks
        valueTracks = newValueTracks
        followers = tracks.isEmpty && dataTracks.isEmpty ? [] : newFollowers
    }

    /// Starts (or keeps) the interpolation of a layout's animatable data.
    private func startDataTrack(for node: Int32, in new: LayoutGraph, old oldNode: Int32, of old: LayoutGraph, id: UInt64, animation: Animation?, time: Double, into result: inout [UInt64: DataTrack]) {
        guard let storage = new.layoutStorage(of: node), let target = storage as? InterpolatableLayoutStorage,
              let oldStorage = old.layoutStorage(of: oldNode) else { return }
        // Where the data is shown now: mid-way through a running interpolation, or the old layout's.
        var from = oldStorage
        if let running = dataTracks[id], let oldTarget = oldStorage as? InterpolatableLayoutStorage {
            let remaining = running.animation.sample(at: time - running.start).a
            from = oldTarget.interpolated(from: running.from, remaining: remaining) ?? oldStorage
        }
        guard target.interpolated(from: from, remaining: 1) != nil else { return }
        if let animation {
            result[id] = DataTrack(from: from, animation: animation, start: time)
        } else if let running = dataTracks[id], oldStorage.hasSameLayout(as: storage) {
            result[id] = running
        }
    }

    /// The animation of every node of `graph`: the root transaction's, changed by the
    /// `.transaction(_:)` and `.animation(_:value:)` modifiers on the way down.
    static func animations(in graph: LayoutGraph, root transaction: Transaction) -> (Int32) -> Animation? {
        let rootAnimation = transaction.effectiveAnimation
        guard !graph.transactionModifiers.isEmpty else { return { _ in rootAnimation } }
        var result = [Animation?](repeating: rootAnimation, count: graph.nodes.count)
        var work: [(Int32, Transaction)] = [(graph.root, transaction)]
        while let (node, inherited) = work.popLast() {
            var transaction = inherited
            if let changes = graph.transactionModifiers[node] {
                for change in changes.reversed() { change(&transaction) }
            }
            result[Int(node)] = transaction.effectiveAnimation
            for child in graph.children(of: node) { work.append((child, transaction)) }
        }
        return { node in result[Int(node)] }
    }

    /// The placed nodes of `graph` by structural identity (the first of several with one).
    static func placedNodesByIdentity(_ graph: LayoutGraph) -> [UInt64: Int32] {
        var result: [UInt64: Int32] = [:]
        result.reserveCapacity(graph.nodes.count)
        for index in graph.nodes.indices where !graph.frames[index].isNull {
            let id = graph.nodes[index].identity
            if result[id] == nil { result[id] = Int32(index) }
        }
        return result
    }

    /// Whether `node` is the top of a subtree missing from the other graph: its parent's
    /// identity is `present` there.
    static func isTopmost(_ node: Int32, in graph: LayoutGraph, present: [UInt64: Int32]) -> Bool {
        let parent = graph.nodes[Int(node)].parent
        return parent >= 0 && present[graph.nodes[Int(parent)].identity] != nil
    }

    /// The transition set on `node` with `.transition(_:)`, if any.
    static func transition(of node: Int32, in graph: LayoutGraph) -> AnyTransition? {
        let row = graph.nodes[Int(node)].traits
        guard row >= 0 else { return nil }
        return graph.traitTable[Int(row)][ObjectIdentifier(AnyTransition.self)] as? AnyTransition
    }
}
