/// A control that displays an editable text interface.
///
/// ```swift
/// @State private var name = ""
/// TextField("Name", text: $name)
///     .textFieldStyle(.roundedBorder)
///     .onSubmit { save(name) }
/// TextField("Notes", text: $notes, axis: .vertical).lineLimit(2...5)
/// ```
///
/// As on iOS, the field takes the width proposed to it and the height of one line of its font
/// (a `.vertical` field: its text's lines, within its `lineLimit`); its label is not drawn: its
/// title (or its `prompt`) is the placeholder, drawn in iOS's `placeholderText` gray while the
/// text is empty. The default style (`.automatic`) is iOS's: no border, in a form row or not;
/// `.roundedBorder` draws UIKit's rounded rectangle, 34 points tall at the body size.
///
/// In a ``ViewHost``, tapping the field or moving focus to it (Tab, a `FocusState`) focuses it:
/// the caret (a 2-point bar in the accent colour) goes to the end of the text.
/// ``ViewHost/type(_:)`` inserts at the caret, replacing the selection; the arrows, Home, End,
/// Delete, forward delete and Command-A edit as in a text field, updating the bound text at each
/// edit; Return runs the `onSubmit` actions (a `.vertical` field inserts a newline instead).
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let title: Text?
    let prompt: Text?
    let axis: Axis
    let label: Label

    /// Creates a text field with a prompt and a label you provide (the label describes the
    /// field; iOS does not draw it).
    ///
    /// - Parameters:
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the text field, drawn while the text is
    ///     empty.
    ///   - label: A view that describes the purpose of the text field.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    /// Creates a text field with a preferred axis, a prompt and a label you provide: with
    /// `.vertical`, the field grows with its text (within its `lineLimit`) and Return inserts a
    /// newline.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the text field.
    ///   - axis: The axis in which to scroll text when it doesn't fit in the available space.
    ///   - label: A view that describes the purpose of the text field.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.text = text
        self.title = nil
        self.prompt = prompt
        self.axis = axis
        self.label = label()
    }

    /// The editable text, with its placeholder and caret.
    public var body: some View {
        TextInputControl(text: text, placeholder: prompt ?? title, role: axis == .vertical ? .vertical : .singleLine)
            .accessibilityLabel(title ?? prompt ?? Text(verbatim: ""))
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the text field, drawn as its placeholder.
    ///   - text: The text to display and edit.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil, axis: .horizontal)
    }

    /// Creates a text field with a prompt generated from a `Text`.
    ///
    /// - Parameters:
    ///   - title: The title of the text field, describing its purpose.
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the text field, drawn instead of the title
    ///     while the text is empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text, prompt: prompt, axis: .horizontal)
    }

    /// Creates a text field with a preferred axis and a text label generated from a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the text field, drawn as its placeholder.
    ///   - text: The text to display and edit.
    ///   - axis: The axis in which to scroll text when it doesn't fit in the available space:
    ///     `.vertical` grows the field with its text.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text, prompt: nil, axis: axis)
    }

    /// Creates a text field with a preferred axis and a prompt.
    ///
    /// - Parameters:
    ///   - title: The title of the text field.
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the text field.
    ///   - axis: The axis in which to scroll text when it doesn't fit in the available space.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.text = text
        self.title = Text(title)
        self.prompt = prompt
        self.axis = axis
        self.label = Text(title)
    }
}
