/// The recognizer of a tap action (`onTapGesture`, a button's or a control's): a tap of the
/// action's count, running the action with an ``InteractionEvent`` at the point where the
/// pointer went up.
final class TapActionRecognizer: WrappingRecognizer<CGPoint, CGPoint> {
    private let geometry: GestureGeometry
    private let action: (InteractionEvent) -> Void
    private var hasRun = false

    init(count: Int, geometry: GestureGeometry, action: @escaping (InteractionEvent) -> Void) {
        self.geometry = geometry
        self.action = action
        super.init(base: TapRecognizer(count: count) { $0 })
    }

    override var phase: GesturePhase<CGPoint> { base.phase }

    override func deliver() {
        guard !hasRun, case .ended(let point) = base.phase else { return }
        hasRun = true
        let geometry = geometry
        action(InteractionEvent(location: geometry.location(point, in: .local), size: geometry.size,
                                isRightToLeft: geometry.isRightToLeft, subviewTags: geometry.subviewTags,
                                convert: { geometry.location(point, in: $0) }))
    }
}
