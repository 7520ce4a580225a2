/// A 64-bit digest of a subtree's layout inputs, built while a `LayoutHost` resolves its view: two
/// subtrees with equal stamps lay out the same way, so a relayout takes a whole subtree over from the
/// previous layout after one comparison (`LayoutGraph+Reuse`).
///
/// A stamp mixes the node's structural identity, its own inputs (what `hasSameInputs` compares:
/// kind and parameters, layout value, priority, flags, traits, constant size) and its children's
/// stamps in order. Where an input can't be digested (a custom layout, a trait value that is not
/// `Hashable`, a grid row, a subtree whose nodes are not contiguous), the stamp is
/// `unknown` and so is every ancestor's: those nodes are compared one by one, as without stamps.
struct SubtreeStamp {
    /// The stamp of a subtree whose inputs can't be digested: never equal to another.
    static let unknown: UInt64 = 0

    private(set) var value: UInt64

    /// A digest seeded with `seed`.
    init(_ seed: UInt64) {
        value = ResolveContext.mix(0x5EED_0F_57A3B, seed)
    }

    /// Mixes in one component.
    mutating func combine(_ component: UInt64) {
        value = ResolveContext.mix(value, component)
    }

    /// Mixes in a length, with `nil` distinct from every value and -0 equal to 0.
    mutating func combine(_ length: CGFloat?) {
        guard let length else { return combine(0x7FF8_0000_DEAD_BEEF as UInt64) }
        combine(length == 0 ? 0 : UInt64(length.bitPattern))
    }

    /// Mixes in an alignment guide's identity.
    mutating func combine(_ key: AlignmentKey) {
        combine(UInt64(UInt(bitPattern: ObjectIdentifier(key.id).hashValue)))
        combine(key.axis == .horizontal ? 1 : 2)
    }

    /// Mixes in both guides of an alignment.
    mutating func combine(_ alignment: Alignment) {
        combine(alignment.horizontal.key)
        combine(alignment.vertical.key)
    }

    /// The digest, never `unknown`.
    var finished: UInt64 { value == Self.unknown ? 1 : value }
}
