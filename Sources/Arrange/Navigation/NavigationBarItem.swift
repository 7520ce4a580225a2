/// A configuration for a navigation bar that represents a view at the top of a navigation stack.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Inherit the display mode from the previous navigation item (large at the root of a
        /// stack, as iOS shows a `NavigationStack`'s root title).
        case automatic
        /// Display the title within the standard bounds of the navigation bar: centred in the
        /// 44-point bar, in the headline font.
        case inline
        /// Display a large title within an expanded navigation bar: a 52-point area under the
        /// bar, leading-aligned, in the large title font, bold.
        case large
    }
}
