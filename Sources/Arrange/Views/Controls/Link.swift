import Foundation

/// A control for navigating to a URL: its label in the tint (by default the accent colour).
///
/// ```swift
/// Link("View Our Terms of Service", destination: URL(string: "https://www.example.com/TOS.html")!)
/// ```
///
/// In a ``ViewHost``, a tap on the label, or Space and Return when the link has keyboard focus,
/// calls the environment's `openURL` action (``OpenURLAction``) with the destination.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    ///
    /// - Parameters:
    ///   - destination: The URL for the link.
    ///   - label: A view that describes the destination of URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title for describing the underlying destination URL.
    ///   - destination: The URL for the link.
    public init<S: StringProtocol>(_ title: S, destination: URL) where Label == Text {
        self.destination = destination
        self.label = Text(title)
    }

    /// The label in the tint, opening the destination when activated.
    public var body: some View {
        let destination = destination
        let label = label
        return EnvironmentReader { environment in
            let openURL = environment.openURL
            let open = { openURL(destination) }
            InteractionView(content: label.foregroundColor(environment.controlTint),
                            interaction: Interaction(onTap: { _ in open() }, onActivate: open, isFocusable: true))
        }
        .accessibilityRole(.link)
    }
}
