/// Applies ``TextEditCommand``s to a text and its ``TextEditingState``: the editing rules every
/// text control shares (Docs/Differences.md, "Text input and value controls").
///
/// Offsets count characters (extended grapheme clusters); each edit is linear in the text's
/// length, so inserting a long paste is one linear edit.
enum TextEditing {
    /// What applying a command did.
    enum Outcome: Equatable {
        /// The text changed (to the new value).
        case edited(String)
        /// Only the caret or selection moved.
        case moved
        /// The command asks the control to submit (Return in a single-line field).
        case submit
        /// The command did nothing (the caret already at the edge, nothing to delete).
        case none
    }

    /// Applies `command` to `text` and `state` (clamped to the text first).
    ///
    /// - Parameter isMultiline: Whether Return inserts a newline (vertical fields, text editors)
    ///   instead of submitting, and Home/End move within the caret's line.
    static func apply(_ command: TextEditCommand, to text: String, state: inout TextEditingState, isMultiline: Bool) -> Outcome {
        let count = text.count
        state = state.clamped(to: count)
        let selection = state.selection
        switch command {
        case .insert(let inserted):
            return replace(selection, in: text, with: inserted, state: &state)
        case .returnKey:
            guard isMultiline else { return .submit }
            return replace(selection, in: text, with: "\n", state: &state)
        case .deleteBackward:
            if !selection.isEmpty { return replace(selection, in: text, with: "", state: &state) }
            guard state.caret > 0 else { return .none }
            return replace(state.caret - 1..<state.caret, in: text, with: "", state: &state)
        case .deleteForward:
            if !selection.isEmpty { return replace(selection, in: text, with: "", state: &state) }
            guard state.caret < count else { return .none }
            return replace(state.caret..<state.caret + 1, in: text, with: "", state: &state)
        case .selectAll:
            guard state.anchor != 0 || state.caret != count else { return .none }
            state.anchor = 0
            state.caret = count
            return .moved
        case .moveBackward(let extending):
            // Without Shift, a selection collapses to its start (as in UIKit's text views).
            let target = !extending && !selection.isEmpty ? selection.lowerBound : Swift.max(state.caret - 1, 0)
            return move(to: target, extending: extending, state: &state)
        case .moveForward(let extending):
            let target = !extending && !selection.isEmpty ? selection.upperBound : Swift.min(state.caret + 1, count)
            return move(to: target, extending: extending, state: &state)
        case .moveToLineStart(let extending):
            return move(to: isMultiline ? lineBounds(of: state.caret, in: text).lowerBound : 0, extending: extending, state: &state)
        case .moveToLineEnd(let extending):
            return move(to: isMultiline ? lineBounds(of: state.caret, in: text).upperBound : count, extending: extending, state: &state)
        }
    }

    /// Moves the caret to `target`; the anchor follows unless `extending`.
    private static func move(to target: Int, extending: Bool, state: inout TextEditingState) -> Outcome {
        let before = state
        state.caret = target
        if !extending { state.anchor = target }
        return state == before ? .none : .moved
    }

    /// Replaces the characters in `range` with `replacement`; the caret goes after it.
    private static func replace(_ range: Range<Int>, in text: String, with replacement: String, state: inout TextEditingState) -> Outcome {
        guard !(range.isEmpty && replacement.isEmpty) else { return .none }
        var edited = text
        let start = edited.index(edited.startIndex, offsetBy: range.lowerBound)
        let end = edited.index(start, offsetBy: range.count)
        edited.replaceSubrange(start..<end, with: replacement)
        // A combining mark may join the character before it: clamp to the new count.
        let caret = Swift.min(range.lowerBound + replacement.count, edited.count)
        state.caret = caret
        state.anchor = caret
        return .edited(edited)
    }

    /// The character offsets of the line (between newlines) holding `offset`.
    static func lineBounds(of offset: Int, in text: String) -> Range<Int> {
        var start = 0, index = 0
        for character in text {
            if index == offset { break }
            if character.isNewline { start = index + 1 }
            index += 1
        }
        var end = offset
        var position = text.index(text.startIndex, offsetBy: offset)
        while position < text.endIndex, !text[position].isNewline {
            position = text.index(after: position)
            end += 1
        }
        return start..<end
    }
}
