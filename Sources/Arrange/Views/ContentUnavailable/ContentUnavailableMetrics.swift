/// The metrics of a content-unavailable view (Arrange's choices, after iOS 17's screenshots:
/// Docs/Differences.md, "Navigation and tabs").
enum ContentUnavailableMetrics {
    /// The icon's point size.
    static let iconSize: CGFloat = 48
    /// The gap between the icon and the title.
    static let iconSpacing: CGFloat = 12
    /// The gap between the label, the description and the actions.
    static let sectionSpacing: CGFloat = 8
    /// The padding around the content.
    static let padding: CGFloat = 16
}
