extension DisplayList {
    /// One drawing instruction and the view it came from.
    public struct Item: Equatable, Sendable {
        /// What the item draws or which drawing state it changes.
        public var content: Content
        /// The view the item came from.
        public var identity: Identity
        /// A short name of the view for dumps: `Color red`, `Text "Hi"`, `Circle`.
        public var source: String

        /// Creates an item.
        ///
        /// - Parameters:
        ///   - content: What the item draws.
        ///   - identity: The view it came from (a default identity for items made by hand).
        ///   - source: A short name of that view, shown in ``DisplayList/description``.
        public init(_ content: Content, identity: Identity = Identity(), source: String = "") {
            self.content = content
            self.identity = identity
            self.source = source
        }
    }

    /// The identity of the view an item came from.
    ///
    /// `@unchecked Sendable`: the explicit identifier is the value given to `.id(_:)`, which the
    /// display list only hashes and compares; identifiers are values (strings, numbers, UUIDs) in
    /// all but contrived code.
    public struct Identity: Hashable, @unchecked Sendable {
        /// The hash of the view's structural identity (its path of positions, branches and ids).
        /// Stable for a given build of a program; not meant to be stored.
        public var structural: UInt64
        /// The identifier given with `.id(_:)`, if any.
        public var explicitID: AnyHashable?

        /// Creates an identity.
        public init(structural: UInt64 = 0, explicitID: AnyHashable? = nil) {
            self.structural = structural
            self.explicitID = explicitID
        }
    }
}
