/// A presented alert: a light dimming over the hosting area, which takes taps without dismissing
/// the alert, and a panel of ``AlertMetrics/width`` centred in the area, with the title
/// (`headline`) and message (`footnote`) centred above the buttons (`AlertActionsLayout`). An
/// alert without actions gets an OK button, as in SwiftUI.
struct AlertContainer<Actions: View, Message: View>: View {
    let title: Text
    let actions: Actions
    let message: Message?

    var body: some View {
        EnvironmentReader { environment in
            ZStack {
                Color.black.opacity(AlertMetrics.dimmingOpacity)
                VStack(spacing: 0) {
                    VStack(spacing: AlertMetrics.titleSpacing) {
                        title.font(.headline)
                        if let message { message.font(.footnote) }
                    }
                    .multilineTextAlignment(.center)
                    .padding(AlertMetrics.headerInsets)
                    .frame(maxWidth: .infinity)
                    AlertActionsLayout(separator: environment.pixelLength, vertical: false, topSeparator: true) {
                        if Actions.self == EmptyView.self {
                            Button("OK") {}
                        } else {
                            actions
                        }
                    }
                    .background(AlertMetrics.separatorColor(environment.colorScheme))
                    .buttonStyle(PresentationButtonStyle(height: AlertMetrics.buttonHeight, font: .body, boldFont: .headline, filter: nil))
                }
                .frame(width: AlertMetrics.width)
                .background(AlertMetrics.panelColor(environment.colorScheme))
                .clipShape(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius, style: .continuous))
            }
        }
    }
}
