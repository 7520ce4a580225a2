/// A view with a presentation attached (`sheet`, `fullScreenCover`, `popover`, `alert`,
/// `confirmationDialog`): resolves its content, and while the presentation is shown asks the
/// builder for a layer over the root (`GraphBuilder+Presentation`).
struct PresentingView<Content: View, Layer: View>: View, PrimitiveView {
    let content: Content
    /// What is presented, for diagnostics.
    let kind: String
    /// The presented layer (dimming, chrome and content), nil while nothing is presented.
    let layer: Layer?
    /// Distinguishes presentations of different items (`sheet(item:)`): a new item is a new
    /// layer, with new state.
    let itemIdentity: Int
    /// Closes the presentation: sets its binding.
    let dismiss: () -> Void
    /// Runs after the presentation is dismissed.
    let onDismiss: (() -> Void)?

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        builder.resolve(content, context: context, into: &output)
        guard let layer else { return }
        let identity = ResolveContext.mix(ResolveContext.mix(context.identity, ResolveContext.salt(of: Self.self)), UInt64(UInt(bitPattern: itemIdentity)))
        var environment = context.environment
        environment.dismiss = DismissAction(dismiss)
        environment.isPresented = true
        let onDismiss = onDismiss
        builder.presentations.requests.append(PresentationRequest(
            layer: builder.presentations.currentLayer, identity: identity, kind: kind, environment: environment,
            resolve: { builder, context, output in
                if let runtime = builder.graph.runtime, let onDismiss {
                    runtime.meet(ResolveContext.mix(context.identity, ResolveContext.salt(of: Self.self)), onAppear: nil, onDisappear: onDismiss)
                }
                builder.resolve(layer, context: context, into: &output)
            }))
    }
}
