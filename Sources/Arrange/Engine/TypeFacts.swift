/// What resolving needs to know about a view or layout type on every node of that type, found
/// once per type and builder (`TypeFactsTable`) instead of by a dynamic cast per node.
///
/// A conformance check (`V.self as? any PrimitiveView.Type`, `layout is SetsAlignmentGuide`) goes
/// through the runtime's conformance cache: a hash of the type and protocol and a concurrent map
/// look-up, about 1,500 instructions each, several per node. The answers never change for a type,
/// so the builder asks once and keeps them (Docs/Engine.md, "Resolving").
struct TypeFacts {
    /// For a view type: the type as a primitive view, whose nodes the engine makes directly; nil
    /// for views with a `body`.
    var primitive: (any PrimitiveView.Type)?
    /// For a view modifier type: the type as a primitive modifier, which the engine applies
    /// directly; nil for modifiers with a `body(content:)`.
    var primitiveModifier: (any PrimitiveViewModifier.Type)?
    /// For a layout type: the type as one of Arrange's own layouts; nil for custom layouts.
    var builtin: (any BuiltinLayout.Type)?
    /// For a layout type: whether it is a single-child modifier (`BuiltinLayout.isUnaryModifier`).
    var isUnaryModifier = false
    /// For a layout type: whether its node reports its child's priority (`BuiltinLayout.forwardsPriority`).
    var forwardsPriority = false
    /// For a layout type: `BuiltinLayout.preservesProposalInvariance`.
    var preservesProposalInvariance = false
    /// For a layout type: the axes of the explicit alignment guides it sets itself
    /// (`SetsAlignmentGuide.ownGuides`), empty when it sets none.
    var ownGuides: NodeFlags = []
    /// For a layout type: the type as one whose arguments can be invalid (`ValidatedLayoutInput`).
    var validated: (any ValidatedLayoutInput.Type)?
    /// For a layout type: whether its values have properties of their own
    /// (`InstanceLayoutProperties`) rather than only the type's `layoutProperties`.
    var hasInstanceProperties = false
    /// For a layout type: whether its values may lay out a grid (`Layout.isGrid`): a grid's type,
    /// or `AnyLayout`, which may wrap one.
    var mayBeGrid = false
    /// For a layout type: whether it builds its content lazily in a scroll view (`LazyLayout`).
    var isLazy = false
    /// For a layout type: whether a graph that keeps a node of it from an earlier update may share
    /// the earlier graph's storage instead of making its own (`AnyLayoutStorage.remade(by:)`):
    /// one of Arrange's own layouts whose cache is `Void`, so that the storage holds nothing a
    /// pass changes.
    var sharesStorageAcrossUpdates = false

    /// The facts of the view type `V`.
    init<V: View>(view _: V.Type) {
        primitive = V.self as? any PrimitiveView.Type
    }

    /// The facts of the view modifier type `M`.
    init<M: ViewModifier>(modifier _: M.Type) {
        primitiveModifier = M.self as? any PrimitiveViewModifier.Type
    }

    /// The facts of the layout type `L`.
    init<L: Layout>(layout _: L.Type) {
        builtin = L.self as? any BuiltinLayout.Type
        isUnaryModifier = builtin?.isUnaryModifier ?? false
        forwardsPriority = builtin?.forwardsPriority ?? false
        preservesProposalInvariance = builtin?.preservesProposalInvariance ?? false
        ownGuides = (L.self as? any SetsAlignmentGuide.Type)?.ownGuides ?? []
        validated = L.self as? any ValidatedLayoutInput.Type
        hasInstanceProperties = L.self is InstanceLayoutProperties.Type
        mayBeGrid = L.self is GridContainerLayout.Type || L.self == AnyLayout.self
        isLazy = L.self is LazyLayout.Type
        sharesStorageAcrossUpdates = builtin != nil && L.Cache.self == Void.self
    }

    /// The size `layout` (a value of the layout type these facts describe) reports for every
    /// proposal, if it has one (`BuiltinLayout.constantSize`).
    func constantSize<L: Layout>(of layout: L) -> CGSize? {
        guard let builtin else { return nil }
        return Self.constantSize(of: layout, as: builtin)
    }

    /// The problem with `layout`'s arguments, if its type validates them and they are invalid.
    func inputProblem<L: Layout>(of layout: L) -> String? {
        guard let validated else { return nil }
        return Self.inputProblem(of: layout, as: validated)
    }

    /// `modifier` (a value of the modifier type these facts describe) as a primitive modifier, if
    /// its type is one.
    func primitive<M: ViewModifier>(_ modifier: M) -> (any PrimitiveViewModifier)? {
        guard let primitiveModifier else { return nil }
        return Self.cast(modifier, to: primitiveModifier)
    }

    private static func cast<M, P: PrimitiveViewModifier>(_ modifier: M, to _: P.Type) -> any PrimitiveViewModifier {
        withUnsafePointer(to: modifier) { UnsafeRawPointer($0).assumingMemoryBound(to: P.self).pointee }
    }

    private static func constantSize<L, B: BuiltinLayout>(of layout: L, as _: B.Type) -> CGSize? {
        // L is B: the facts were found for L's type.
        withUnsafePointer(to: layout) { UnsafeRawPointer($0).assumingMemoryBound(to: B.self).pointee.constantSize }
    }

    private static func inputProblem<L, I: ValidatedLayoutInput>(of layout: L, as _: I.Type) -> String? {
        withUnsafePointer(to: layout) { UnsafeRawPointer($0).assumingMemoryBound(to: I.self).pointee.inputProblem }
    }
}
