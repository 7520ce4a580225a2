/// A container for attaching a label to a value-bearing view, drawn by the labeled content style
/// in its environment (`labeledContentStyle(_:)`): by default, the label leading and the value
/// trailing in the secondary style, as in a `Form` row (``AutomaticLabeledContentStyle``).
///
/// ```swift
/// LabeledContent("Version", value: "1.2")
/// LabeledContent("Volume") { Text("\(volume)%") }
/// LabeledContent { Text("Ready") } label: { Label("Status", systemImage: "checkmark") }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a standard labeled element, with a view that conveys the value of the element and
    /// a label.
    ///
    /// - Parameters:
    ///   - content: The view that conveys the value of the resulting labeled element.
    ///   - label: The label that describes the purpose of the result.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// Creates a labeled view that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the view.
    ///   - content: The value content being labeled.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(content: content, label: { Text(title) })
    }

    /// The label and content as the environment's labeled content style draws them.
    public var body: some View {
        let configuration = LabeledContentStyleConfiguration(label: .init(content: AnyView(label)),
                                                             content: .init(content: AnyView(content)))
        return EnvironmentReader { environment in
            let styles = environment.labeledContentStyles
            if let style = styles.last {
                style.makeBody(configuration).environment(\.labeledContentStyles, Array(styles.dropLast()))
            } else {
                AutomaticLabeledContentStyle().makeBody(configuration: configuration)
            }
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view: the title as the label and the value as text.
    ///
    /// ```swift
    /// LabeledContent("Name", value: person.name)
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the view.
    ///   - value: The value being labeled.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a labeled content style configuration, for use inside a
    /// ``LabeledContentStyle``'s `makeBody(configuration:)`: it draws with the style in effect
    /// outside the one being defined, so a style can modify the current style rather than
    /// replace it.
    ///
    /// - Parameter configuration: The properties of the labeled content.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
    }
}
