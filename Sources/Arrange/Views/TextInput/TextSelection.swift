/// Represents a selection of text: an insertion point (an empty range) or a range of selected
/// text, as indices of the text it belongs to.
///
/// ```swift
/// host.type("Hello")
/// host.press("a", modifiers: .command)
/// host.textSelection?.isInsertion   // false: all five characters are selected
/// ```
///
/// ``ViewHost/textSelection`` gives the selection of the focused text control.
public struct TextSelection: Hashable {
    /// A representation of a text selection's indices.
    public enum Indices: Hashable {
        /// A selection of one contiguous range of the text (empty at an insertion point).
        case selection(Range<String.Index>)
    }

    /// The indices of the selection.
    public var indices: Indices

    /// Creates a selection of the given range.
    ///
    /// - Parameter range: The range of the text that is selected.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
    }

    /// Creates an insertion point (an empty selection) at the given index.
    ///
    /// - Parameter insertionPoint: Where the caret is.
    public init(insertionPoint: String.Index) {
        indices = .selection(insertionPoint..<insertionPoint)
    }

    /// A selection of the character offsets `offsets` of `text`.
    init(text: String, offsets: Range<Int>) {
        let start = text.index(text.startIndex, offsetBy: offsets.lowerBound)
        let end = text.index(start, offsetBy: offsets.count)
        self.init(range: start..<end)
    }

    /// Whether the selection is an insertion point: nothing is selected.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): return range.isEmpty
        }
    }
}
