/// The button role of a button in an alert or a confirmation dialog, for the layout that orders
/// them (`AlertActionsLayout`).
struct PresentationButtonRoleKey: LayoutValueKey {
    static let defaultValue: ButtonRole? = nil
}

/// How the buttons of an alert or confirmation dialog are drawn: a row of the given height filled
/// with the panel's colour, the title centred in the tint (red for a `.destructive` button, bold
/// for a `.cancel` one). Triggering one runs its action, then dismisses the presentation.
///
/// A confirmation dialog draws its Cancel button apart from the others: `filter` keeps only the
/// cancel buttons, or only the others; a button filtered out draws nothing.
struct PresentationButtonStyle: PrimitiveButtonStyle {
    enum Filter {
        case cancelOnly
        case nonCancel
    }

    let height: CGFloat
    let font: Font
    let boldFont: Font
    let filter: Filter?

    func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            if shows(configuration.role) {
                let dismiss = environment.dismiss
                let run = { configuration.trigger(); dismiss() }
                InteractionView(content: configuration.label
                    .font(configuration.role == .cancel ? boldFont : font)
                    .foregroundColor(configuration.role == .destructive ? Color.red : environment.controlTint)
                    .lineLimit(1)
                    .padding(.horizontal, 8)
                    .frame(maxWidth: .infinity, minHeight: height)
                    .background(AlertMetrics.panelColor(environment.colorScheme)),
                    interaction: Interaction(onTap: { _ in run() }, onActivate: run))
                    .layoutValue(key: PresentationButtonRoleKey.self, value: configuration.role)
            }
        }
    }

    private func shows(_ role: ButtonRole?) -> Bool {
        switch filter {
        case nil: return true
        case .cancelOnly?: return role == .cancel
        case .nonCancel?: return role != .cancel
        }
    }
}
