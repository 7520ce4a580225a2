extension LayoutGraph {
    /// Whether `node`'s answer along each axis depends only on the proposal along that axis:
    /// colours and shapes (the proposed length, or 10; Docs/LayoutRules.md §1), spacers and dividers
    /// (Docs/LayoutRules.md §6), flexible frames around a colour or shape (each axis's constraints
    /// applied to that axis's proposal and the leaf's answer along it; §2.2), and nodes whose size
    /// does not depend on the proposal at all. A stack whose subviews all have separable axes
    /// orders them the same way for every minor-axis proposal (`StackAlgorithm`).
    ///
    /// False for every node with fast paths off (`LayoutGraph+FastPaths`).
    @inline(__always)
    func hasSeparableAxes(_ node: Int32) -> Bool {
        let index = Int(node)
        if !nodes[index].flags.isDisjoint(with: [.constantSize, .arithmeticFrame, .proposalInvariant]) { return true }
        switch nodes[index].kind {
        case .leaf, .spacer, .divider:
            return !fastPathsDisabled
        case .layout:
            return false
        }
    }
}
