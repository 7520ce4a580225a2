import Synchronization

/// The source of graph generations: a number no two graphs of a process share.
private let generations = Atomic<UInt64>(0)

extension LayoutGraph {
    /// A number no other graph of this process has, even one later allocated at the same address:
    /// what a layout cache that holds subviews records, to notice that a later pass inherited it
    /// (its subviews then belong to a graph that may be gone).
    static func makeGeneration() -> UInt64 {
        generations.add(1, ordering: .relaxed).newValue
    }
}
