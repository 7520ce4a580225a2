extension StackSizingOrder {
    /// Whether `a` is sized before `b` (oracle §4): higher layout priority first; within a
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
    /// Stacks usually mix rigid subviews (flexibility 0) with equally flexible ones (spacers,
    /// colours, flexible frames): with one priority and no negative flexibility, the rigid ones
    /// come first in their own order and the rest are sorted only when they are not in order
    /// already, so such stacks are ordered in linear time instead of n log n comparisons.
    static func sortForSizing(_ entries: inout [Entry], uniformPriority: Bool) {
        guard uniformPriority, entries.allSatisfy({ $0.flexibility >= 0 }) else {
            entries.sort(by: precedes)
            return
        }
        var rigid: [Entry] = [], flexible: [Entry] = []
        rigid.reserveCapacity(entries.count)
        for entry in entries {
            if entry.flexibility == 0 { rigid.append(entry) } else { flexible.append(entry) }
        }
        if !zip(flexible, flexible.dropFirst()).allSatisfy({ precedes($0, $1) }) {
            flexible.sort(by: precedes)
        }
        rigid.append(contentsOf: flexible)
        entries = rigid
    }
}
