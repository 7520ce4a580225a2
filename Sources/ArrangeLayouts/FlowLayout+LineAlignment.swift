#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

extension FlowLayout {
    /// How a ``FlowLayout`` aligns each of its lines horizontally within its bounds.
    ///
    /// The layout is as wide as its widest line, so alignment moves the shorter lines relative to
    /// the widest one (and to the whole width when a parent places the layout in wider bounds).
    ///
    /// ```swift
    /// FlowLayout(alignment: .trailing) { chips }
    /// ```
    ///
    /// In a right-to-left environment the arrangement is mirrored, so `.leading` lines start at the
    /// right edge and `.trailing` lines end at the left edge.
    ///
    /// - Complexity: Aligning a line is O(*k*) for its *k* items.
    public enum LineAlignment: Hashable, Sendable, CaseIterable {
        /// Each line starts at the leading edge.
        case leading
        /// Each line is centred horizontally.
        case center
        /// Each line ends at the trailing edge.
        case trailing
        /// Each line except the last fills the width: the free space is shared equally between its
        /// items' gaps. The last line, and a line with a single item, stays at the leading edge,
        /// as in justified text.
        case justified
    }
}
