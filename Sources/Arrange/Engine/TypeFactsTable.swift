/// The `TypeFacts` of the types one builder has met, by type: an open-addressed table keyed by
/// the type's metadata address, so that a look-up is a multiply, a mask and a compare or two.
///
/// A builder keeps one table per kind of type (views, modifiers, layouts: a type can be a view and
/// a modifier at once) and needs no lock, since a builder resolves on one thread at a time. A
/// build meets a few dozen types at most; the facts of each come from the process's
/// `TypeFactsCache` on first meeting.
struct TypeFactsTable {
    private var keys: [ObjectIdentifier?]
    private var values: [TypeFacts]
    private var count = 0
    private var mask: Int

    /// An empty table.
    init() {
        keys = Array(repeating: nil, count: 64)
        values = Array(repeating: TypeFacts(view: EmptyView.self), count: 64)
        mask = 63
    }

    /// The facts of the view type `V` (in a table of view types).
    @inline(__always)
    mutating func view<V: View>(_ type: V.Type) -> TypeFacts {
        if let slot = find(ObjectIdentifier(type)) { return values[slot] }
        return insert(TypeFactsCache.shared.facts(of: ObjectIdentifier(type), as: .view) { TypeFacts(view: type) }, for: ObjectIdentifier(type))
    }

    /// The facts of the view modifier type `M` (in a table of modifier types).
    @inline(__always)
    mutating func modifier<M: ViewModifier>(_ type: M.Type) -> TypeFacts {
        if let slot = find(ObjectIdentifier(type)) { return values[slot] }
        return insert(TypeFactsCache.shared.facts(of: ObjectIdentifier(type), as: .modifier) { TypeFacts(modifier: type) }, for: ObjectIdentifier(type))
    }

    /// The facts of the layout type `L` (in a table of layout types).
    @inline(__always)
    mutating func layout<L: Layout>(_ type: L.Type) -> TypeFacts {
        if let slot = find(ObjectIdentifier(type)) { return values[slot] }
        return insert(TypeFactsCache.shared.facts(of: ObjectIdentifier(type), as: .layout) { TypeFacts(layout: type) }, for: ObjectIdentifier(type))
    }

    @inline(__always)
    private func find(_ key: ObjectIdentifier) -> Int? {
        var slot = Self.slot(of: key, mask: mask)
        while let existing = keys[slot] {
            if existing == key { return slot }
            slot = (slot &+ 1) & mask
        }
        return nil
    }

    @inline(__always)
    private static func slot(of key: ObjectIdentifier, mask: Int) -> Int {
        // Metadata addresses are 16-byte aligned; Fibonacci hashing spreads the rest.
        Int(truncatingIfNeeded: (UInt(bitPattern: key) >> 4) &* 0x9E37_79B9_7F4A_7C15 >> 40) & mask
    }

    @inline(never)
    private mutating func insert(_ facts: TypeFacts, for key: ObjectIdentifier) -> TypeFacts {
        if (count + 1) * 2 > keys.count { grow() }
        var slot = Self.slot(of: key, mask: mask)
        while keys[slot] != nil { slot = (slot &+ 1) & mask }
        keys[slot] = key
        values[slot] = facts
        count += 1
        return facts
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: nil, count: oldKeys.count * 2)
        values = Array(repeating: oldValues[0], count: oldKeys.count * 2)
        mask = keys.count - 1
        for (index, key) in oldKeys.enumerated() {
            guard let key else { continue }
            var slot = Self.slot(of: key, mask: mask)
            while keys[slot] != nil { slot = (slot &+ 1) & mask }
            keys[slot] = key
            values[slot] = oldValues[index]
        }
    }
}
