/// The visual effect the modifier functions of ``VisualEffect`` return: the steps of the effect
/// it was made from, then its own.
struct ComposedVisualEffect: VisualEffect {
    /// The effects in the order they were applied: the first is innermost (drawn closest to the
    /// view's content), as with view modifiers.
    let steps: [VisualEffectStep]

    /// The steps of any visual effect: none for ``EmptyVisualEffect`` (and for effects of other
    /// types, which only Arrange makes).
    static func steps(of effect: some VisualEffect) -> [VisualEffectStep] {
        (effect as? ComposedVisualEffect)?.steps ?? []
    }

    /// `effect` followed by `step`.
    static func appending(_ step: VisualEffectStep, to effect: some VisualEffect) -> ComposedVisualEffect {
        ComposedVisualEffect(steps: steps(of: effect) + [step])
    }
}
