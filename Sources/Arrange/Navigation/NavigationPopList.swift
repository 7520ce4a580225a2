/// How the levels of a stack pop: each level's own pop (none for the root), run from the top
/// down to the level popped.
final class NavigationPopList {
    var pops: [() -> Void] = []
    /// Active links whose view is gone, dropped at the next pop.
    var staleLinks: [UInt64] = []
    var clearStaleLinks: ([UInt64]) -> Void = { _ in }

    /// Pops the level at `index` and those above it.
    func pop(from index: Int) {
        guard index > 0, index < pops.count else { return }
        for level in (index..<pops.count).reversed() { pops[level]() }
        if !staleLinks.isEmpty { clearStaleLinks(staleLinks) }
    }
}
