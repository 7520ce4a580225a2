/// The editable text behind `TextField`, `SecureField` and `TextEditor`: it keeps its caret and
/// selection in its own state, attaches a ``TextInputHandler`` so that a host's typing and
/// editing keys reach it while it has focus, and draws its text (or placeholder), caret and
/// selection (`TextInputControl+Drawing`).
struct TextInputControl: View {
    /// Which control this is.
    enum Role: Hashable {
        /// A single-line text field: Return submits.
        case singleLine
        /// A text field that grows vertically with its text (`axis: .vertical`).
        case vertical
        /// A secure field: one bullet per character; Return submits.
        case secure
        /// A text editor: multi-line, filling its proposal.
        case editor
    }

    let text: Binding<String>
    /// The placeholder drawn while the text is empty (the prompt, else the title).
    let placeholder: Text?
    let role: Role

    @State var editing = TextEditingState()
    @Environment(\.submitActions) var submitActions
    @Environment(\.textFieldStyleKind) var styleKind
    @Environment(\.lineLimitRange) var lineLimitRange
    @Environment(\.lineLimit) var lineLimit

    /// Whether Return inserts a newline and lines wrap.
    var isMultiline: Bool { role == .vertical || role == .editor }

    var body: some View {
        // The whole field takes taps, as on iOS, not only its glyphs. The stack gives the
        // control one node whose identity stays while its content changes (placeholder, text,
        // caret), so that focus stays on it.
        InteractionView(content: ZStack(alignment: .topLeading) { decorated }.contentShape(Rectangle()), interaction: Interaction(onTap: { _ in }, isFocusable: true, textInput: handler))
    }

    /// How the host edits this control.
    private var handler: TextInputHandler {
        let text = text, editing = $editing, isMultiline = isMultiline
        // Nested `onSubmit` modifiers all run, innermost first.
        let submit = submitActions.reversed().filter { $0.triggers.contains(.text) }.map(\.action)
        return TextInputHandler(apply: { command in
            var state = editing.wrappedValue
            switch TextEditing.apply(command, to: text.wrappedValue, state: &state, isMultiline: isMultiline) {
            case .edited(let newText):
                text.wrappedValue = newText
                editing.wrappedValue = state
                return true
            case .moved:
                editing.wrappedValue = state
                return true
            case .submit:
                for action in submit { action() }
                return true
            case .none:
                return false
            }
        }, setFocused: { focused in
            var state = editing.wrappedValue
            guard state.isFocused != focused else { return }
            state.isFocused = focused
            if focused {
                // Focus puts the caret at the end of the text (Docs/Differences.md).
                let count = text.wrappedValue.count
                state.anchor = count
                state.caret = count
            }
            editing.wrappedValue = state
        }, selection: {
            let value = text.wrappedValue
            return (value, editing.wrappedValue.clamped(to: value.count).selection)
        })
    }

    /// The content in its style's decoration.
    @ViewBuilder private var decorated: some View {
        switch role {
        case .editor:
            ScrollView(.vertical) {
                content
                    .padding(.horizontal, Self.editorLinePadding)
                    .padding(.vertical, Self.editorVerticalInset)
                    .frame(maxWidth: .infinity, alignment: .topLeading)
            }
        default:
            if styleKind == .roundedBorder {
                content
                    .padding(.horizontal, Self.roundedBorderHorizontalInset)
                    .padding(.vertical, Self.roundedBorderVerticalInset)
                    .frame(maxWidth: .infinity, minHeight: Self.roundedBorderHeight, alignment: .leading)
                    .background(RoundedRectangle(cornerRadius: Self.roundedBorderCornerRadius).fill(TextInputColors.fieldBackground))
                    .overlay(RoundedRectangle(cornerRadius: Self.roundedBorderCornerRadius).strokeBorder(TextInputColors.border, lineWidth: Self.roundedBorderLineWidth))
            } else {
                content.frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }

    /// The state with its ends inside the text.
    var clampedEditing: TextEditingState { editing.clamped(to: text.wrappedValue.count) }

    /// The range of lines a vertical field takes: the range given with `lineLimit(_:)`, else
    /// one line up to the plain `lineLimit(_:)` (unlimited by default).
    var lineRange: ClosedRange<Int> {
        lineLimitRange ?? 1...(lineLimit ?? Int.max)
    }
}

extension TextInputControl {
    /// The height of a rounded-border field at the default (body) size: 34 points, UIKit's
    /// intrinsic height of a `UITextField` with `borderStyle = .roundedRect` (Interface
    /// Builder's default; Docs/Differences.md, "Text input and value controls").
    static var roundedBorderHeight: CGFloat { 34 }
    /// The text's inset from the rounded border's leading and trailing edges: 7 points.
    static var roundedBorderHorizontalInset: CGFloat { 7 }
    /// The text's inset from the rounded border's top and bottom: 6 points ((34 − 22) / 2 for
    /// the 22-point body line).
    static var roundedBorderVerticalInset: CGFloat { 6 }
    /// The rounded border's corner radius: 5 points.
    static var roundedBorderCornerRadius: CGFloat { 5 }
    /// The rounded border's line width: 1 point (a hairline on a 1× canvas).
    static var roundedBorderLineWidth: CGFloat { 1 }
    /// A text editor's text inset from its leading and trailing edges: 5 points, the default
    /// `lineFragmentPadding` of `NSTextContainer` (Apple's documentation).
    static var editorLinePadding: CGFloat { 5 }
    /// A text editor's text inset from its top and bottom: 8 points, the default
    /// `textContainerInset` of `UITextView` (Apple's documentation).
    static var editorVerticalInset: CGFloat { 8 }
    /// The width of the caret: 2 points, in the accent colour.
    static var caretWidth: CGFloat { 2 }
    /// How many characters a focused single-line field draws on either side of its caret: a
    /// field never shows more, and a long text (a 1 MB paste) stays fast to lay out.
    static var drawnCharacterWindow: Int { 256 }
}
