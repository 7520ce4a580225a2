/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content, drawn by the group box style in its environment (`groupBoxStyle(_:)`): on iOS by
/// default, the label above the content on a rounded rectangle (``DefaultGroupBoxStyle``).
///
/// ```swift
/// GroupBox("Today") {
///     Text("3 meetings")
///     Text("2 reminders")
/// }
/// GroupBox {
///     Toggle("Agree to terms", isOn: $agreed)
/// } label: {
///     Label("End-User Agreement", systemImage: "building.columns")
/// }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    ///
    /// - Parameters:
    ///   - content: A view builder that produces the content of the group box.
    ///   - label: A view builder that produces a label for the group box.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates an unlabeled group box with the provided view content.
    ///
    /// - Parameter content: A view builder that produces the content of the group box.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(content: content, label: { EmptyView() })
    }

    /// Creates a group box with the provided view content and title.
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the group box.
    ///   - content: A view builder that produces the content of the group box.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(content: content, label: { Text(title) })
    }

    /// Creates a group box with the provided label and view content (deprecated in SwiftUI in
    /// favour of `init(content:label:)`).
    ///
    /// - Parameters:
    ///   - label: A view that describes the content of the group box.
    ///   - content: A view builder that produces the content of the group box.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// The label and content as the environment's group box style draws them.
    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(
            label: .init(content: AnyView(label),
                         isEmpty: Label.self == EmptyView.self || (label as? GroupBoxStyleConfiguration.Label)?.isEmpty == true),
            content: .init(content: AnyView(content)))
        return EnvironmentReader { environment in
            let styles = environment.groupBoxStyles
            if let style = styles.last {
                style.makeBody(configuration).environment(\.groupBoxStyles, Array(styles.dropLast()))
            } else {
                DefaultGroupBoxStyle().makeBody(configuration: configuration)
            }
        }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration, for use inside a ``GroupBoxStyle``'s
    /// `makeBody(configuration:)`: it draws with the style in effect outside the one being
    /// defined, so a style can modify the current style rather than replace it.
    ///
    /// - Parameter configuration: The properties of the group box instance being created.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
    }
}
