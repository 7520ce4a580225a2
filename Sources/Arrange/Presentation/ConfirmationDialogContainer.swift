/// A presented confirmation dialog, drawn as an iPhone draws an action sheet: a light dimming
/// that dismisses the dialog when tapped, and along the bottom of the hosting area, inset by
/// ``AlertMetrics/dialogMargin`` (and above the bottom safe-area inset), a rounded group with the
/// title and message (when shown) over the actions, one per row, and below it the Cancel button
/// in a rounded group of its own. A dialog without a `.cancel` action gets a Cancel button, as
/// SwiftUI gives one on iOS.
struct ConfirmationDialogContainer<Actions: View, Message: View>: View {
    let title: Text?
    let actions: Actions
    let message: Message?
    let insets: EdgeInsets

    var body: some View {
        EnvironmentReader { environment in
            let dismiss = environment.dismiss
            let shape = RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius, style: .continuous)
            let panel = AlertMetrics.panelColor(environment.colorScheme)
            let hasHeader = title != nil || message != nil
            ZStack(alignment: .bottom) {
                Color.black.opacity(AlertMetrics.dimmingOpacity).onTapGesture { dismiss() }
                VStack(spacing: AlertMetrics.dialogMargin) {
                    VStack(spacing: 0) {
                        if hasHeader {
                            VStack(spacing: AlertMetrics.titleSpacing) {
                                if let title { title.font(.footnote.weight(.semibold)) }
                                if let message { message.font(.footnote) }
                            }
                            .foregroundColor(.secondary)
                            .multilineTextAlignment(.center)
                            .padding(AlertMetrics.dialogHeaderInsets)
                            .frame(maxWidth: .infinity)
                        }
                        AlertActionsLayout(separator: environment.pixelLength, vertical: true, topSeparator: hasHeader) { actions }
                            .background(AlertMetrics.separatorColor(environment.colorScheme))
                            .buttonStyle(Self.style(.nonCancel))
                    }
                    .background(panel)
                    .clipShape(shape)
                    FallbackView(primary: actions, fallback: Button("Cancel", role: .cancel) {})
                        .buttonStyle(Self.style(.cancelOnly))
                        .clipShape(shape)
                }
                .padding(.horizontal, AlertMetrics.dialogMargin)
                .padding(.bottom, max(insets.bottom, AlertMetrics.dialogMargin))
            }
        }
    }

    /// The style of the dialog's buttons: 20-point titles, the Cancel button's semibold.
    private static func style(_ filter: PresentationButtonStyle.Filter) -> PresentationButtonStyle {
        PresentationButtonStyle(height: AlertMetrics.dialogButtonHeight, font: .system(size: 20), boldFont: .system(size: 20, weight: .semibold), filter: filter)
    }
}

/// Resolves a confirmation dialog with the hosting area's insets, which are known only while the
/// presented layers are resolved.
struct ConfirmationDialogLayer<Actions: View, Message: View>: View, PrimitiveView {
    let title: Text?
    let actions: Actions
    let message: Message?

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        builder.resolve(ConfirmationDialogContainer(title: title, actions: actions, message: message, insets: builder.presentations.insets),
                        context: context, into: &output)
    }
}

/// Resolves `primary`, or `fallback` when `primary` produces no views (a dialog's actions without
/// a Cancel button, filtered to their Cancel buttons).
struct FallbackView<Primary: View, Fallback: View>: View, PrimitiveView {
    let primary: Primary
    let fallback: Fallback

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let start = output.count
        builder.resolve(primary, context: context.child(0), into: &output)
        if output.count == start { builder.resolve(fallback, context: context.child(1), into: &output) }
    }
}
