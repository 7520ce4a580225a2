/// Guards against misbehaving layouts and runaway passes: measure-call budgets, cancellation,
/// and the switch that turns the size memo off for tests.
extension LayoutGraph {
    /// How many times one `sizeThatFits` or `placeSubviews` call may ask its subviews for their
    /// sizes before it is reported: generous (stacks ask each subview a few times, grids and
    /// `ViewThatFits` a few more), so that only a layout stuck in a loop exceeds it.
    static func subviewQueryBudget(childCount: Int32) -> Int {
        1024 + 64 * Int(childCount)
    }

    /// Runs one call of `node`'s layout (`body`), counting the size queries it makes of its own
    /// subviews (nested layouts count theirs separately), and reports a call that exceeded the
    /// budget. The memo answers repeated queries, so the pass still finishes; the report says
    /// which layout to fix.
    @inline(__always)
    func countingSubviewQueries<T>(of node: Int32, in call: String, _ body: () -> T) -> T {
        let outer = subviewQueries
        subviewQueries = 0
        let result = body()
        let own = subviewQueries
        subviewQueries = outer
        if own > Self.subviewQueryBudget(childCount: nodes[Int(node)].childCount) {
            reportExcessiveQueries(own, at: node, in: call)
        }
        return result
    }

    private func reportExcessiveQueries(_ count: Int, at node: Int32, in call: String) {
        let children = nodes[Int(node)].childCount
        report("\(call) asked its \(children) subview\(children == 1 ? "" : "s") for their size \(count) times in one call (more than \(Self.subviewQueryBudget(childCount: children))); the memo answered, but the layout probably loops", at: node, rule: .measureSubviewsSparingly)
    }

    /// Whether the pass has been cancelled: checked once per node measured or placed. The first
    /// check that sees the cancellation records it in `wasCancelled`.
    @inline(__always)
    func checkCancellation() -> Bool {
        guard let cancellation else { return false }
        if wasCancelled { return true }
        if cancellation.isCancelled { wasCancelled = true }
        return wasCancelled
    }

    /// Gives no node a memo row, so every size is computed afresh (`sizeMemoDisabled`).
    func disableSizeMemo() {
        memoRows = [Int32](repeating: -1, count: nodes.count)
    }
}
