/// A view that can display and edit long-form text.
///
/// ```swift
/// @State private var notes = ""
/// TextEditor(text: $notes).frame(height: 120)
/// ```
///
/// The editor takes the space proposed to it; its text wraps to its width, inset 5 points from
/// its leading and trailing edges (`NSTextContainer`'s default `lineFragmentPadding`) and 8 from
/// its top and bottom (`UITextView`'s default `textContainerInset`), and scrolls vertically when
/// taller. Focused in a ``ViewHost``, it is edited as a ``TextField`` is; Return inserts a newline.
public struct TextEditor: View {
    let text: Binding<String>

    /// Creates a plain text editor.
    ///
    /// - Parameter text: A binding to the text to display and edit.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// The scrolling, wrapping text.
    public var body: some View {
        TextInputControl(text: text, placeholder: nil, role: .editor)
    }
}
