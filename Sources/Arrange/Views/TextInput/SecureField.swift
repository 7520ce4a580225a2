/// A control into which the user securely enters private text: drawn as one bullet (•) per
/// character, otherwise edited, focused, laid out and styled as a single-line ``TextField``.
///
/// ```swift
/// SecureField("Password", text: $password).onSubmit { logIn() }
/// ```
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let title: Text?
    let prompt: Text?
    let label: Label

    /// Creates a secure field with a prompt and a label you provide.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the secure field, drawn while the text is
    ///     empty.
    ///   - label: A view that describes the purpose of the secure field.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.title = nil
        self.prompt = prompt
        self.label = label()
    }

    /// The bullets, with placeholder and caret.
    public var body: some View {
        TextInputControl(text: text, placeholder: prompt ?? title, role: .secure)
            .accessibilityLabel(title ?? prompt ?? Text(verbatim: ""))
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a text label generated from a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the secure field, drawn as its placeholder.
    ///   - text: The text to display and edit.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil)
    }

    /// Creates a secure field with a prompt generated from a `Text`.
    ///
    /// - Parameters:
    ///   - title: The title of the secure field.
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the secure field.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.text = text
        self.title = Text(title)
        self.prompt = prompt
        self.label = Text(title)
    }
}
