extension StackSizingOrder {
    /// Whether `a` is sized before `b` (Docs/LayoutRules.md §4): higher layout priority first; within a
    /// priority, less flexible (max − min length) first; among infinitely flexible subviews, the
    /// longer minimum first; otherwise in subview order.
    static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
        if a.flexibility == .infinity, a.minLength != b.minLength { return a.minLength > b.minLength }
        return a.index < b.index
    }

    /// Puts `entries`, given in subview order, in sizing order (`precedes`).
    ///
    /// Most stacks are in sizing order already (all rigid, or all equally flexible): one linear
    /// check, no allocation. Stacks that mix rigid subviews (flexibility 0) with flexible ones
    /// (spacers, colours, flexible frames) under one priority and without negative flexibility
    /// take the rigid ones first in their own order, then the flexible ones, sorted only when they
    /// are not in order already: linear time instead of n log n comparisons.
    /// `buffer(count)` gives the array the mixed case fills (empty; the stack's scratch buffer
    /// when it has one).
    static func sortForSizing(_ entries: inout [Entry], uniformPriority: Bool, buffer: (Int) -> [Entry] = { _ in [] }) {
        if isOrdered(entries[...]) { return }
        guard uniformPriority, entries.allSatisfy({ $0.flexibility >= 0 }) else {
            entries.sort(by: precedes)
            return
        }
        var ordered = buffer(entries.count)
        ordered.reserveCapacity(entries.count)
        for entry in entries where entry.flexibility == 0 { ordered.append(entry) }
        let firstFlexible = ordered.count
        for entry in entries where entry.flexibility != 0 { ordered.append(entry) }
        if !isOrdered(ordered[firstFlexible...]) { ordered[firstFlexible...].sort(by: precedes) }
        entries = ordered
    }

    /// Whether `entries` are in sizing order.
    private static func isOrdered(_ entries: ArraySlice<Entry>) -> Bool {
        zip(entries, entries.dropFirst()).allSatisfy { precedes($0, $1) }
    }
}
