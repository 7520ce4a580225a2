extension Anchor: Equatable where Value: Equatable {
    /// Whether two anchors give the same value (in global coordinates).
    public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool {
        lhs.value(relativeTo: .zero) == rhs.value(relativeTo: .zero)
    }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the anchor's value (in global coordinates).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value(relativeTo: .zero))
    }
}
