/// What the graph knows about interaction: handlers and hit-testing marks, by node.
///
/// Every write is kept in order (`writes`), which is what a view kept from the previous update
/// writes again (`RetainedViews`). The handlers are found from the writes when asked for, not
/// filed by node as they are written: an update that keeps ten thousand rows with a button each
/// writes ten thousand handlers, and a tap asks for the handlers of a few dozen nodes. Scanning
/// costs a comparison a write, filing a dictionary insertion and an array a node, so the first
/// ``scansBeforeIndexing`` questions about a table scan its writes; then its handlers are filed
/// by node once, and later writes are filed as they come.
struct InteractionTable {
    /// Every write so far, in order.
    private(set) var writes: [InteractionWrite] = []
    /// Nodes whose subtree takes no part in hit testing (`allowsHitTesting(false)`).
    private(set) var hitTestingDisabled: Set<Int32> = []
    /// Shapes that replace a node's hit-testing area (`contentShape(_:)`), with their fill rule.
    private(set) var contentShapes: [Int32: any Shape] = [:]
    /// `focused(_:equals:)` marks, by node.
    private(set) var focusMarkers: [Int32: [FocusMarker]] = [:]
    /// The node of each write that attaches a handler, −1 for the others: what a scan reads (a
    /// write is copied only when it is a handler of the node asked about).
    private var handlerNodes: [Int32] = []
    /// The handlers of each node, filed from `writes` once the table has been asked often
    /// enough; nil until then.
    private var handlerIndex: [Int32: [Interaction]]?
    /// How many questions about handlers the table has answered by scanning its writes.
    private var scans = 0

    /// How many questions about handlers a table answers by scanning its writes before it files
    /// them by node.
    static let scansBeforeIndexing = 64

    /// Attaches `interaction` to `node`, after those of modifiers nearer the view.
    mutating func attach(_ interaction: Interaction, to node: Int32) {
        writes.append(.handler(node, interaction))
        handlerNodes.append(node)
        if handlerIndex != nil { handlerIndex![node, default: []].append(interaction) }
    }

    /// Turns hit testing off for `node` and its subtree (`allowsHitTesting(false)`).
    mutating func disableHitTesting(of node: Int32) {
        hitTestingDisabled.insert(node)
        writes.append(.hitTestingDisabled(node))
        handlerNodes.append(-1)
    }

    /// Sets the shape that `node` is hit-tested with (`contentShape`).
    mutating func setContentShape(_ shape: any Shape, of node: Int32) {
        contentShapes[node] = shape
        writes.append(.contentShape(node, shape))
        handlerNodes.append(-1)
    }

    /// Adds a focus marker (`focused(_:)`) to `node`.
    mutating func addFocusMarker(_ marker: FocusMarker, to node: Int32) {
        focusMarkers[node, default: []].append(marker)
        writes.append(.focusMarker(node, marker))
        handlerNodes.append(-1)
    }

    /// The handlers attached to `node`, innermost modifier first; empty when it has none.
    mutating func handlers(of node: Int32) -> [Interaction] {
        if let handlerIndex { return handlerIndex[node] ?? [] }
        guard scans >= Self.scansBeforeIndexing else {
            scans += 1
            return handlers { $0 == node }[node] ?? []
        }
        let index = handlers { $0 >= 0 }
        handlerIndex = index
        return index[node] ?? []
    }

    /// The handlers of the nodes `includes` accepts, by node, in the order written: found from
    /// `handlerNodes`, so only those writes are read.
    private func handlers(of includes: (Int32) -> Bool) -> [Int32: [Interaction]] {
        var found: [Int32: [Interaction]] = [:]
        for (position, target) in handlerNodes.enumerated() where includes(target) {
            if case .handler(_, let interaction) = writes[position] { found[target, default: []].append(interaction) }
        }
        return found
    }

    /// Reserves room for as many writes as `other` has.
    mutating func reserveCapacity(like other: InteractionTable) {
        writes.reserveCapacity(other.writes.count)
        handlerNodes.reserveCapacity(other.writes.count)
    }

    /// Writes again, for nodes kept from another graph and moved by `delta`, the writes `range` of
    /// that graph's table, `old` (its `writes`, read in place: `RetainedViews`).
    mutating func replay(_ range: Range<Int32>, of old: UnsafeBufferPointer<InteractionWrite>, movedBy delta: Int32) {
        for index in Int(range.lowerBound)..<Int(range.upperBound) {
            switch old[index] {
            case .handler(let node, let interaction): attach(interaction, to: node + delta)
            case .hitTestingDisabled(let node): disableHitTesting(of: node + delta)
            case .contentShape(let node, let shape): setContentShape(shape, of: node + delta)
            case .focusMarker(let node, let marker): addFocusMarker(marker, to: node + delta)
            }
        }
    }
}
