/// The nodes of a view kept by an update (`GraphBuilder+Retention`): copies, `offset` places
/// further on, of the previous graph's nodes. All but the view's outputs (which its container
/// changes again) have the same subtree as their originals, so they carry their originals'
/// `SubtreeStamp`s over instead of digesting their subtrees again
/// (`LayoutGraph.computeSubtreeStamps(carrying:from:)`).
struct KeptNodes {
    /// The copies, in the new graph.
    var nodes: Range<Int32>
    /// How far each copy is from its original: new index − old index.
    var offset: Int32
    /// The view's outputs, in the new graph.
    var outputs: [Int32]
}
