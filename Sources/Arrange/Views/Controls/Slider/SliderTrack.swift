/// The track and thumb of a ``Slider``: takes the proposed width and the slider's height, and
/// follows drags and arrow keys.
struct SliderTrack: View {
    let model: SliderModel
    @State private var isDragging = false
    @Environment(\.controlTint) private var tint

    var body: some View {
        let diameter = Slider<EmptyView, EmptyView>.thumbDiameter
        let trackHeight = Slider<EmptyView, EmptyView>.trackHeight
        let fraction = model.fraction
        let problem = model.problem
        return GeometryReader { proxy in
            let travel = Swift.max(proxy.size.width - diameter, 0)
            let centre = diameter / 2 + travel * CGFloat(fraction)
            ZStack(alignment: .topLeading) {
                // The track runs between the thumb's extreme centres (iOS: the thumb covers its ends).
                Capsule().fill(ControlColors.systemFill)
                    .frame(width: travel, height: trackHeight)
                    .offset(x: diameter / 2, y: (diameter - trackHeight) / 2)
                Capsule().fill(tint)
                    .frame(width: centre - diameter / 2, height: trackHeight)
                    .offset(x: diameter / 2, y: (diameter - trackHeight) / 2)
                Circle().fill(Color.white)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 2)
                    .frame(width: diameter, height: diameter)
                    .offset(x: centre - diameter / 2)
            }
            .frame(width: proxy.size.width, height: diameter, alignment: .topLeading)
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0).onChanged { value in
                if !isDragging {
                    isDragging = true
                    model.onEditingChanged(true)
                }
                guard travel > 0 else { return }
                model.setFraction(Double((value.location.x - diameter / 2) / travel))
            }.onEnded { _ in
                isDragging = false
                model.onEditingChanged(false)
            })
        }
        .frame(height: diameter)
        .modifier(SliderKeys(model: model))
        .modifier(SliderDiagnostic(problem: problem))
    }
}

/// Arrow keys step a focused slider.
private struct SliderKeys: ViewModifier {
    let model: SliderModel
    func body(content: Content) -> some View {
        let model = model
        return InteractionView(content: content, interaction: Interaction(onMove: { direction, _ in
            model.nudge(up: direction == .right || direction == .up)
        }, isFocusable: true))
    }
}

/// Reports a slider's bad arguments in the layout's diagnostics.
private struct SliderDiagnostic: ViewModifier {
    let problem: String?
    func body(content: Content) -> some View {
        let problem = problem
        return TraitModifierView(content: content) { builder, node in
            if let problem { builder.graph.report(problem, at: node) }
        }
    }
}
