/// A presented sheet (or a popover shown as one): the dimming, which dismisses it when tapped
/// unless its content disabled interactive dismissal, the panel with rounded top corners in the
/// background colour, and the content, which fills the panel above the bottom safe-area inset and
/// is clipped to the panel's shape (`SheetLayout`, `SheetMetrics`).
///
/// Its content is resolved first, so that the settings the content gives its sheet
/// (`presentationDetents`, `interactiveDismissDisabled`) are known when the sheet is laid out.
struct SheetContainer<Content: View>: View, PrimitiveView {
    let content: Content

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let outer = builder.presentations.configuration
        builder.presentations.configuration = PresentationConfiguration()
        let shape = UnevenRoundedRectangle(topLeadingRadius: SheetMetrics.cornerRadius, topTrailingRadius: SheetMetrics.cornerRadius, style: .continuous)
        var contentNodes: [Int32] = []
        builder.resolve(content.frame(maxWidth: .infinity, maxHeight: .infinity).clipShape(shape), context: context.child(2), into: &contentNodes)
        let configuration = builder.presentations.configuration ?? PresentationConfiguration()
        builder.presentations.configuration = outer
        let dismiss = context.environment.dismiss
        let dismissable = !configuration.interactiveDismissDisabled
        var dimming: [Int32] = []
        builder.resolve(Color.black.opacity(SheetMetrics.dimmingOpacity).onTapGesture { if dismissable { dismiss() } },
                        context: context.child(0), into: &dimming)
        var panel: [Int32] = []
        builder.resolve(shape.fill(BackgroundStyle()), context: context.child(1), into: &panel)
        let detents = configuration.detents ?? [.large]
        let layout = builder.addLayout(SheetLayout(detents: detents.isEmpty ? [.large] : detents, selection: configuration.selectedDetent, insets: builder.presentations.insets),
                                       children: dimming + panel + contentNodes, context: context)
        for problem in detents.compactMap(\.problem) { builder.graph.report(problem, at: layout) }
        if detents.isEmpty { builder.graph.report("presentationDetents: no detents; used .large", at: layout) }
        output.append(layout)
    }
}
