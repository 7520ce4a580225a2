/// A set of view types that may be pinned to the bounds of a scroll view.
///
/// Pinning keeps a section's header or footer visible while its section scrolls past. It only
/// changes where a header or footer is drawn while scrolling; it has no effect on layout, so
/// Arrange accepts the option and lays out pinned views where they would be without it.
///
/// ```swift
/// ScrollView {
///     LazyVStack(pinnedViews: [.sectionHeaders]) {
///         ForEach(0..<100) { Color.blue.frame(height: 44) }
///     }
/// }
/// ```
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw value of the option set.
    public let rawValue: UInt32

    /// Creates a set of pinned views from its raw value.
    ///
    /// - Parameter rawValue: The bits of the set.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The header view of each section.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)

    /// The footer view of each section.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
