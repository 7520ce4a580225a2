/// The switch that turns off every shortcut the engine takes (`fastPathsDisabled`), so that tests
/// can check the shortcuts change no frame (Tests/ArrangeTests/Properties/FastPathPropertyTests).
///
/// With it on, the engine takes its general path everywhere:
/// - sizes: no constant-size answers (`NodeFlags.constantSize`), no arithmetic for flexible frames
///   around leaves (`.arithmeticFrame`), no once-per-pass measuring of proposal-invariant nodes
///   (`.proposalInvariant`, which also turns off the grid's once-per-column and once-per-row
///   measuring): every layout node is measured through its `sizeThatFits`, memoised per proposal;
/// - explicit alignment guides: every node may have them (`.mayHaveGuides`,
///   `.childrenMayHaveGuides`), so stacks ask their subviews' dimensions for their guides and every
///   layout is asked for its explicit alignment;
/// - stacks: the sizing order is found again for every minor-axis proposal, even when no subview's
///   length along the stack depends on it (`hasSeparableAxes(_:)` is false for every node);
/// - spacing: no node is known to have plain preferences without asking (`hasPlainSpacing(_:)`),
///   and frames around leaves compute theirs;
/// - placement: every container places through `placeSubviews` and the recorded placements
///   (no `singleChildPlacement`, `placeDirectly` or leaf filling a fixed frame), and every placed
///   node's size is asked again for its proposal instead of taken from its container's sizing;
/// - relayout: none; a graph laid out after a previous one is laid out in full (no matching, no
///   reused ranges, memo rows, spacing, caches or frames carried over, no storage taken over).
///
/// The switch is read where the flags are set (once per node, when it is resolved), once per pass
/// in `place(root:at:proposal:)`, and in `hasPlainSpacing(_:)`: it folds into the node flags the
/// hot path tests anyway.
extension LayoutGraph {
    /// The flags of a node resolved with fast paths off: the facts that let the engine skip work
    /// are removed, and every node may have explicit guides.
    static func generalPathFlags(_ flags: NodeFlags) -> NodeFlags {
        flags.subtracting([.constantSize, .proposalInvariant, .arithmeticFrame]).union([.mayHaveGuides, .childrenMayHaveGuides])
    }

    /// Gives every node the flags of the general path (`generalPathFlags(_:)`): called when the
    /// pass is prepared with `fastPathsDisabled` set, for the nodes resolved before it was set.
    func applyGeneralPathFlags() {
        for index in nodes.indices {
            nodes[index].flags = Self.generalPathFlags(nodes[index].flags)
        }
    }
}
