extension View {
    /// Applies an inset to the rows in a list.
    ///
    /// - Parameter insets: The insets of the row's content within the row; nil for the list
    ///   style's (Docs/Differences.md, "Lists and forms"). Non-finite or negative lengths are
    ///   reported and replaced by 0.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ContainerValueView(content: self) { $0.listRowValues.insets = insets }
    }

    /// Places a custom background view behind a list row item.
    ///
    /// - Parameter view: The view to use as the row's background, sized to the row (clipped to
    ///   the section's rounded corners in an inset grouped list); nil for the style's.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        ContainerValueView(content: self) { $0.listRowValues.background = view }
    }

    /// Sets the display mode for the separator associated with this specific row.
    ///
    /// - Parameters:
    ///   - visibility: The visibility of this row's separators.
    ///   - edges: The set of row edges for which this preference applies: `.hidden` at the
    ///     bottom edge removes the separator below the row; the top edge is stored, as Arrange
    ///     draws no separator above a row (Docs/Differences.md, "Lists and forms").
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ContainerValueView(content: self) { values in
            if edges.contains(.top) { values.listRowValues.separatorTop = visibility }
            if edges.contains(.bottom) { values.listRowValues.separatorBottom = visibility }
        }
    }

    /// Sets whether to hide the separator associated with a list section.
    ///
    /// - Parameters:
    ///   - visibility: The visibility of this section's separators.
    ///   - edges: The set of section edges for which this preference applies.
    ///
    /// The value is stored on the section; iOS's inset grouped lists draw no section separators,
    /// and Arrange draws none in any style (Docs/Differences.md, "Lists and forms").
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ContainerValueView(content: self) { $0.listSectionSeparator = visibility }
    }

    /// Sets the vertical spacing between two adjacent rows in a list.
    ///
    /// - Parameter spacing: The spacing between rows, nil (or 0) for none. With spacing, each
    ///   row is drawn as a card of its own (all four corners rounded in an inset grouped list)
    ///   without separators. A negative or non-finite spacing is reported and ignored.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }

    /// Sets the spacing between adjacent sections in a list.
    ///
    /// - Parameter spacing: The spacing to apply: `.default` (35 points in grouped lists),
    ///   `.compact` (20) or `.custom(_:)`.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }
}
