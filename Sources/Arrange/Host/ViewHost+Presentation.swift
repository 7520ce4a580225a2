extension ViewHost {
    /// The presented layers (sheets, alerts, dialogs) in the current layout, bottom first: the
    /// subviews after the root of the `PresentationHostLayout` the builder put over the root
    /// (`GraphBuilder+Presentation`); none when nothing is presented.
    var presentedLayers: [Int32] {
        guard graph.root >= 0, case .layout(let reference) = graph.nodes[Int(graph.root)].kind,
              reference.object is LayoutStorage<PresentationHostLayout> else { return [] }
        return Array(graph.children(of: graph.root).dropFirst())
    }

    /// Where keyboard focus may go: inside the topmost presented layer, else anywhere under the
    /// root.
    var focusScope: Int32 {
        presentedLayers.last ?? graph.root
    }

    /// How many presentations are shown now (sheets, full-screen covers, popovers, alerts and
    /// confirmation dialogs, nested ones included).
    public var presentationCount: Int {
        updateIfNeeded()
        return presentedLayers.count
    }

    /// Moves keyboard focus with the presentations: when a layer is presented, focus moves to the
    /// first focusable view in it (none, when it has none), and when it closes, focus goes back
    /// to the view that had it before.
    func followPresentations() {
        let count = presentedLayers.count
        guard count != focusBeforePresentations.count else { return }
        if count < focusBeforePresentations.count {
            let restored = focusBeforePresentations[count]
            focusBeforePresentations.removeLast(focusBeforePresentations.count - count)
            focusedIdentity = restored
            return
        }
        while focusBeforePresentations.count < count { focusBeforePresentations.append(focusedIdentity) }
        focusedIdentity = focusOrder().first.map { graph.nodes[Int($0)].identity }
    }
}
