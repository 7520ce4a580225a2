import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection: what an
    /// `onDelete(perform:)` action usually does with the offsets it receives.
    ///
    /// - Parameter offsets: The offsets of the elements to remove; offsets outside the
    ///   collection are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering: what an `onMove(perform:)` action usually does.
    ///
    /// - Parameters:
    ///   - source: The offsets of the elements to move; offsets outside the collection are
    ///     ignored.
    ///   - destination: The offset, in the collection before the move, before which the
    ///     elements go; clamped to the collection.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 >= 0 && $0 < elements.count }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), elements.count)
        var remaining: [Element] = []
        var moved: [Element] = []
        for (offset, element) in elements.enumerated() {
            if moving.contains(offset) { moved.append(element) } else { remaining.append(element) }
        }
        let insertion = target - moving.filter { $0 < target }.count
        remaining.insert(contentsOf: moved, at: insertion)
        var position = startIndex
        for element in remaining {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
