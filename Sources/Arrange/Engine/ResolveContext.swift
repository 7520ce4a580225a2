/// What a view inherits from where it appears while it is resolved into nodes.
struct ResolveContext {
    /// The environment values in effect.
    var environment: EnvironmentValues
    /// The structural identity of the position being resolved.
    var identity: UInt64
    /// The stack orientation of the nearest enclosing container, which `Spacer` and `Divider`
    /// adapt to (nil: none, as in a `ZStack` or at the root).
    var orientation: Axis?
    /// Whether the views being resolved are the direct content of a grid, where each `GridRow`
    /// becomes a row node.
    var isGridContent = false
    /// The axes along which an enclosing `ScrollView` scrolls: lazy containers along them build
    /// their content during layout.
    var scrollAxes: Axis.Set = []

    /// The context of the child at `index` of a list (tuple position or `ForEach` id hash).
    func child(_ index: Int) -> ResolveContext {
        var copy = self
        copy.identity = Self.childIdentity(identity, index)
        return copy
    }

    /// The identity of the child at `index` of a list at `identity` (`child(_:)`'s), for loops
    /// that give one context each child's identity in turn instead of copying the context (and
    /// retaining its environment) per child.
    @inline(__always)
    static func childIdentity(_ identity: UInt64, _ index: Int) -> UInt64 {
        mix(identity, UInt64(bitPattern: Int64(index)) &+ 0x9E37_79B9)
    }

    /// The context of branch `index` of a conditional.
    func branch(_ index: Int) -> ResolveContext {
        var copy = self
        copy.identity = Self.mix(identity, 0xB5AD_4ECE_DA1C_E2A9 &+ UInt64(index))
        return copy
    }

    /// The identity component of a type: its metadata address, which is unique and fixed for the
    /// life of the process (hashing it instead would cost a hasher run per node; `mix` spreads it).
    static func salt(of type: Any.Type) -> UInt64 {
        UInt64(UInt(bitPattern: ObjectIdentifier(type)))
    }

    /// Mixes a component into an identity hash (SplitMix64 finaliser).
    static func mix(_ seed: UInt64, _ component: UInt64) -> UInt64 {
        var z = seed &+ 0x9E37_79B9_7F4A_7C15 &+ component &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
