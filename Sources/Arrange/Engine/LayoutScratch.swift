/// The buffers a placement pass fills and empties again: the placement records, the work list of
/// nodes to place, and the large stacks' sizing arrays (`StackScratch`).
///
/// Their size follows the widest container (one record per subview), and fresh memory of that size
/// costs page faults on first touch, more than the layout arithmetic for a large stack. A pass takes
/// the buffers its process kept from an earlier pass (`take()`) and gives them back emptied
/// (`keep(_:)`), as an engine that lays the same tree out again reuses its storage. At most
/// `pooledCount` sets of at most `maximumBytes` each are kept.
struct LayoutScratch {
    /// One entry of the placement work list: a node, its origin, its proposal, and its size for that
    /// proposal when the container already asked for it (else a NaN width).
    typealias WorkItem = (node: Int32, origin: CGPoint, proposal: ProposedViewSize, size: CGSize)

    /// The size of a work item whose size is not known yet.
    static let unknownSize = CGSize(width: CGFloat.nan, height: .nan)

    /// How many sets are kept for passes that run at the same time.
    static let pooledCount = 2
    /// The largest set kept, in bytes of capacity.
    static let maximumBytes = 32 << 20

    var placementBuffer: [PlacementRecord] = []
    var work: [WorkItem] = []
    var stack = StackScratch()

    private static let pool = ScratchPool<LayoutScratch>(capacity: pooledCount)

    /// A set kept from an earlier pass, or a new one.
    static func take() -> LayoutScratch {
        pool.take() ?? LayoutScratch()
    }

    /// Keeps `scratch`, emptied, for a later pass, unless the pool is full or it is too large.
    static func keep(_ scratch: consuming LayoutScratch) {
        var scratch = scratch
        let bytes = scratch.placementBuffer.capacity * MemoryLayout<PlacementRecord>.stride
            + scratch.work.capacity * MemoryLayout<WorkItem>.stride + scratch.stack.capacityBytes
        guard bytes <= maximumBytes else { return }
        scratch.placementBuffer.removeAll(keepingCapacity: true)
        scratch.work.removeAll(keepingCapacity: true)
        pool.keep(scratch)
    }
}
