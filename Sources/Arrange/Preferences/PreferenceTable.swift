/// The preference modifiers of a graph: the values views set, by node, and the observers of
/// combined values.
struct PreferenceTable {
    /// The preference operations on each node, in the order the modifiers were applied (innermost
    /// first), each with its key's type identifier; an operation is a `PreferenceOperation<Key>`.
    var operations: [Int32: [(key: ObjectIdentifier, operation: Any)]] = [:]
    /// The keys some node has an operation for.
    var keys: Set<ObjectIdentifier> = []
    /// The `onPreferenceChange` and `onGeometryChange` modifiers, in resolution order.
    var observers: [PreferenceObserver] = []
    /// The geometry of the anchors made for `anchorPreference` modifiers, frozen after a host's
    /// layout.
    var anchors: [AnchorGeometry] = []

    /// Records `operation` on `node`, after the ones already there.
    mutating func add<Key: PreferenceKey>(_ operation: PreferenceOperation<Key>, to node: Int32) {
        let key = ObjectIdentifier(Key.self)
        operations[node, default: []].append((key, operation))
        keys.insert(key)
    }
}
