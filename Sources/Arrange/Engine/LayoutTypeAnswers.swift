/// A layout type's answers as one of Arrange's own layouts (`BuiltinLayout`), in one byte: what a
/// layout storage remembers after its first question, so that the display list's walk and the
/// builder's modifier chains don't make a conformance look-up (a metatype cast) at every node.
struct LayoutTypeAnswers: OptionSet {
    let rawValue: UInt8

    /// Set once the answers are known: a storage's zero byte means "not asked yet".
    static let known = LayoutTypeAnswers(rawValue: 1)
    /// One of Arrange's own layouts (or `AnyLayout`, which runs custom ones).
    static let builtin = LayoutTypeAnswers(rawValue: 2)
    /// `BuiltinLayout.isUnaryModifier`.
    static let unaryModifier = LayoutTypeAnswers(rawValue: 4)
    /// `BuiltinLayout.forwardsPriority`.
    static let forwardsPriority = LayoutTypeAnswers(rawValue: 8)
    /// `BuiltinLayout.preservesProposalInvariance`.
    static let preservesProposalInvariance = LayoutTypeAnswers(rawValue: 16)
    /// `TypeFacts.sharesStorageAcrossUpdates`: one of Arrange's own layouts without a cache,
    /// whose storage a kept view's copy shares.
    static let sharesStorage = LayoutTypeAnswers(rawValue: 32)

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The answers of layout type `type`.
    init<L: Layout>(of type: L.Type) {
        self = .known
        guard let builtin = type as? BuiltinLayout.Type else { return }
        insert(.builtin)
        if builtin.isUnaryModifier { insert(.unaryModifier) }
        if builtin.forwardsPriority { insert(.forwardsPriority) }
        if builtin.preservesProposalInvariance { insert(.preservesProposalInvariance) }
        if L.Cache.self == Void.self { insert(.sharesStorage) }
    }
}
