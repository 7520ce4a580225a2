extension TextInputControl {
    /// The text (or placeholder), with the caret or selection while focused.
    @ViewBuilder var content: some View {
        let value = text.wrappedValue
        let state = clampedEditing
        if value.isEmpty {
            placeholderLine(isFocused: state.isFocused)
        } else if isMultiline {
            multilineText(value, state: state)
        } else if state.isFocused {
            focusedLine(value, state: state)
        } else {
            // Unfocused, a long line ends with an ellipsis (as UIKit's text field shows it).
            Text(verbatim: Self.visible(Self.slice(value, 0..<Swift.min(value.count, 2 * Self.drawnCharacterWindow)), role: role))
                .lineLimit(1)
        }
    }

    /// The placeholder in iOS's placeholder gray, the caret at its leading edge when focused;
    /// a vertical field reserves its minimum number of lines.
    @ViewBuilder private func placeholderLine(isFocused: Bool) -> some View {
        let line = (placeholder ?? Text(verbatim: " ")).foregroundColor(TextInputColors.placeholder)
            .lineLimit(isMultiline ? nil : 1)
            .overlay(alignment: .leading) {
                if isFocused { caret.offset(x: -Self.caretWidth / 2) }
            }
        if role == .vertical {
            ZStack(alignment: .topLeading) {
                reservedLines
                line
            }
        } else {
            line
        }
    }

    /// Text as tall as the minimum number of lines of a vertical field (nothing drawn).
    private var reservedLines: some View {
        Text(verbatim: String(repeating: "\n", count: Swift.max(lineRange.lowerBound - 1, 0)) + " ").hidden()
    }

    /// The caret: a bar in the accent colour as tall as the line it is drawn on.
    private var caret: some View {
        Rectangle().fill(Color.accentColor).frame(width: Self.caretWidth)
    }

    /// A focused single-line field: the characters around the caret, unwrapped and clipped to
    /// the field, the selection highlighted or the caret drawn between two characters.
    private func focusedLine(_ value: String, state: TextEditingState) -> some View {
        let count = value.count
        let start = Swift.max(0, state.caret - Self.drawnCharacterWindow)
        let end = Swift.min(count, start + 2 * Self.drawnCharacterWindow)
        let selection = state.selection
        let selectedStart = Swift.min(Swift.max(start, selection.lowerBound), end)
        let selectedEnd = Swift.min(end, Swift.max(selection.upperBound, selectedStart))
        let before = Self.visible(Self.slice(value, start..<selectedStart), role: role)
        let selected = Self.visible(Self.slice(value, selectedStart..<selectedEnd), role: role)
        let after = Self.visible(Self.slice(value, selectedEnd..<end), role: role)
        let showsCaret = selection.isEmpty
        return HStack(spacing: 0) {
            if !before.isEmpty {
                Text(verbatim: before).overlay(alignment: .trailing) {
                    if showsCaret { caret.offset(x: Self.caretWidth / 2) }
                }
            }
            if !selected.isEmpty {
                Text(verbatim: selected).background(TextInputColors.selection)
            }
            if !after.isEmpty {
                Text(verbatim: after).overlay(alignment: .leading) {
                    if showsCaret && before.isEmpty { caret.offset(x: -Self.caretWidth / 2) }
                }
            }
        }
        .lineLimit(1)
        .fixedSize(horizontal: true, vertical: false)
        .frame(maxWidth: .infinity, alignment: .leading)
        .clipped()
    }

    /// Multi-line text that wraps: while focused, the caret is an accent-coloured bar glyph
    /// between two characters and the selected text is drawn in the accent colour
    /// (Docs/Differences.md, "Text input and value controls").
    @ViewBuilder private func multilineText(_ value: String, state: TextEditingState) -> some View {
        let text = Self.composed(value, state: state, role: role)
        if role == .vertical {
            ZStack(alignment: .topLeading) {
                reservedLines
                text.lineLimit(lineRange.upperBound == Int.max ? nil : lineRange.upperBound)
            }
        } else {
            text
        }
    }

    /// The text of a multi-line control with its caret or selection.
    static func composed(_ value: String, state: TextEditingState, role: Role) -> Text {
        guard state.isFocused else { return Text(verbatim: visible(Substring(value), role: role)) }
        let selection = state.selection
        let before = Text(verbatim: visible(slice(value, 0..<selection.lowerBound), role: role))
        let after = Text(verbatim: visible(slice(value, selection.upperBound..<value.count), role: role))
        if selection.isEmpty {
            return before + Text(verbatim: caretGlyph).foregroundColor(.accentColor) + after
        }
        let selected = Text(verbatim: visible(slice(value, selection), role: role)).foregroundColor(.accentColor)
        return before + selected + after
    }

    /// The glyph a multi-line control draws its caret with: U+258F LEFT ONE EIGHTH BLOCK.
    static var caretGlyph: String { "\u{258F}" }

    /// The characters at the offsets `range` of `value`.
    static func slice(_ value: String, _ range: Range<Int>) -> Substring {
        guard !range.isEmpty else { return "" }
        let start = value.index(value.startIndex, offsetBy: range.lowerBound)
        let end = value.index(start, offsetBy: range.count)
        return value[start..<end]
    }

    /// The characters as drawn: one bullet per character in a secure field; otherwise each
    /// character holding a control character is replaced by one visible character (its Unicode
    /// Control Picture, U+2400–U+2421, or U+FFFD for C1 controls), so that stored control
    /// characters are never drawn, or sent to a terminal, raw. Multi-line controls keep line
    /// breaks. Each character maps to one, so caret offsets stay the same.
    static func visible(_ characters: Substring, role: Role) -> String {
        if role == .secure { return String(repeating: "\u{2022}", count: characters.count) }
        guard characters.unicodeScalars.contains(where: isControl) else { return String(characters) }
        let keepsNewlines = role == .vertical || role == .editor
        var result = ""
        result.reserveCapacity(characters.utf8.count)
        for character in characters {
            guard let first = character.unicodeScalars.first(where: isControl) else {
                result.append(character)
                continue
            }
            if keepsNewlines && character.isNewline {
                result.append("\n")
            } else if first.value < 0x20 {
                result.unicodeScalars.append(Unicode.Scalar(0x2400 + first.value)!)
            } else if first.value == 0x7F {
                result.append("\u{2421}")
            } else {
                result.append("\u{FFFD}")
            }
        }
        return result
    }

    /// Whether a scalar is a C0 or C1 control character or DEL.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
