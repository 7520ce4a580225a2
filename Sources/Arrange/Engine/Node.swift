/// What a node is, as far as sizing and placement are concerned.
enum NodeKind {
    /// A colour or shape: takes the proposed size, 10 points on an unspecified axis (Docs/LayoutRules.md §1).
    case leaf(payload: Int32)
    /// A `Spacer` with its minimum length and the orientation of its enclosing stack (Docs/LayoutRules.md §6).
    case spacer(minLength: CGFloat?, orientation: Axis?)
    /// A `Divider`: a line along `lineAxis` of the given thickness (Docs/LayoutRules.md §6). The
    /// thickness comes first: with the axis after it the payload is 9 bytes, not 16, which keeps
    /// `Node` at 64 bytes instead of 72.
    case divider(thickness: CGFloat, lineAxis: Axis)
    /// A view whose geometry a `Layout` defines: a container, or a single-child layout modifier.
    /// The graph keeps the storage alive (`LayoutGraph.layoutKind(_:)`).
    case layout(LayoutStorageReference)
}

/// Per-node facts that the hot path tests with one load.
struct NodeFlags: OptionSet {
    let rawValue: UInt16
    /// The node's environment is right-to-left: its children's positions are mirrored.
    static let rightToLeft = NodeFlags(rawValue: 1 << 0)
    /// The node is hidden: laid out but not drawn.
    static let hidden = NodeFlags(rawValue: 1 << 1)
    /// The node may report explicit horizontal alignment guides (`HorizontalAlignment`'s).
    static let mayHaveHorizontalGuides = NodeFlags(rawValue: 1 << 2)
    /// Some child of the node may report explicit horizontal alignment guides.
    static let childrenMayHaveHorizontalGuides = NodeFlags(rawValue: 1 << 3)
    /// The node's size does not depend on the proposal (a frame with both dimensions fixed).
    static let constantSize = NodeFlags(rawValue: 1 << 4)
    /// The node and its whole subtree are unchanged since the previous layout of the same host:
    /// its memoised sizes, spacing and cache carry over, and when it is placed with the proposal
    /// it had before, its subtree's frames are the previous ones moved (`LayoutGraph+Reuse`).
    static let unchanged = NodeFlags(rawValue: 1 << 5)
    /// The node's size and the frames of its subtree relative to its origin are the same for
    /// every proposal: a frame with both dimensions fixed, or a stack or padding (without explicit
    /// alignment guides) whose children are all such nodes. Its size is measured once per pass.
    static let proposalInvariant = NodeFlags(rawValue: 1 << 6)
    /// The node's container places its subviews (a grid's row, whose cells the grid places): it
    /// is placed anew whenever its container is.
    static let placedByContainer = NodeFlags(rawValue: 1 << 7)
    /// The node is a flexible frame (`FlexFrameLayout`) directly around a colour or shape: its size
    /// is arithmetic on the proposal, as the colour's is, so it is computed on every request instead
    /// of memoised (cheaper than a memo look-up, and no memo row).
    static let arithmeticFrame = NodeFlags(rawValue: 1 << 8)
    /// The node's layout is a custom one (not one of Arrange's own, `BuiltinLayout`): set once
    /// when the node is resolved, from the layout type's facts, so that the passes tell custom
    /// layouts apart with one load instead of a dynamic cast per question.
    static let customLayout = NodeFlags(rawValue: 1 << 9)
    /// The node may report explicit vertical alignment guides (`VerticalAlignment`'s: a text's
    /// baselines).
    static let mayHaveVerticalGuides = NodeFlags(rawValue: 1 << 10)
    /// Some child of the node may report explicit vertical alignment guides.
    static let childrenMayHaveVerticalGuides = NodeFlags(rawValue: 1 << 11)
    /// Nodes whose sizes the size memo does not hold.
    static let unmemoised: NodeFlags = [.constantSize, .arithmeticFrame]

    /// The node may report explicit guides on either axis (test with `isDisjoint(with:)`).
    static let mayHaveGuides: NodeFlags = [.mayHaveHorizontalGuides, .mayHaveVerticalGuides]
    /// Some child may report explicit guides on either axis (test with `isDisjoint(with:)`).
    static let childrenMayHaveGuides: NodeFlags = [.childrenMayHaveHorizontalGuides, .childrenMayHaveVerticalGuides]

    /// The node may report explicit guides of the alignments along `axis` (a guide's
    /// `AlignmentKey.axis`). Every built-in layout answers a guide from its subviews' values of the
    /// same guide, so the two axes are tracked apart: a stack of texts, which have vertical guides
    /// only, never asks its subviews for a horizontal one (Docs/Engine.md, "Alignment guides, per axis").
    @inline(__always)
    static func mayHaveGuides(on axis: Axis) -> NodeFlags {
        axis == .horizontal ? .mayHaveHorizontalGuides : .mayHaveVerticalGuides
    }

    /// Some child may report explicit guides of the alignments along `axis`.
    @inline(__always)
    static func childrenMayHaveGuides(on axis: Axis) -> NodeFlags {
        axis == .horizontal ? .childrenMayHaveHorizontalGuides : .childrenMayHaveVerticalGuides
    }

    /// What a child with these flags gives its container: `childrenMayHave…Guides` for each axis on
    /// which the child may have guides.
    @inline(__always)
    var guidesForContainer: NodeFlags {
        NodeFlags(rawValue: (rawValue & NodeFlags.mayHaveHorizontalGuides.rawValue) << 1
                  | (rawValue & NodeFlags.mayHaveVerticalGuides.rawValue) << 1)
    }

    /// What children with `childrenMayHave…Guides` give the node itself: `mayHave…Guides` on the
    /// same axes (a built-in layout's guides come from its subviews').
    @inline(__always)
    var guidesFromChildren: NodeFlags {
        NodeFlags(rawValue: (rawValue & NodeFlags.childrenMayHaveHorizontalGuides.rawValue) >> 1
                  | (rawValue & NodeFlags.childrenMayHaveVerticalGuides.rawValue) >> 1)
    }
}

/// One resolved view in the graph's contiguous storage.
struct Node {
    var kind: NodeKind
    /// Where the node's children start in the graph's child list.
    var firstChild: Int32
    /// How many children the node has.
    var childCount: Int32
    /// The parent node, or −1 for the root.
    var parent: Int32 = -1
    /// The node's layout priority as its container sees it.
    var priority: Double
    /// The node's row in the graph's trait table, or −1 for none.
    var traits: Int32
    var flags: NodeFlags
    /// The node's structural identity: a hash of its path of positions, branches and ids.
    var identity: UInt64
    /// The size of a `.constantSize` node.
    var constantSize: CGSize = .zero
}
