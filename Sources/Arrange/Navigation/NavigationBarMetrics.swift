/// The metrics of iOS 17's navigation bar and bottom toolbar, as Arrange draws them
/// (Docs/Differences.md, "Navigation and tabs").
enum NavigationBarMetrics {
    /// The height of the bar's row of items and of an inline title: 44 points, the standard
    /// navigation bar height (Apple's Human Interface Guidelines, "Navigation bars"; UIKit's
    /// `UINavigationBar` is 44 points high on iPhone in portrait).
    static let barHeight: CGFloat = 44
    /// The height of the large-title area under the bar row: 52 points (a large-title bar is
    /// 96 points high, 44 + 52, in UIKit on iPhone).
    static let largeTitleHeight: CGFloat = 52
    /// The margin between the bar's edges and its items, and before a large title: 16 points,
    /// the system's layout margin on iPhones up to 390 points wide (Apple's Human Interface
    /// Guidelines, "Layout": 16-point margins on iPhone; the widest iPhones use 20, which Arrange
    /// does not distinguish).
    static let margin: CGFloat = 16
    /// The back button's distance from the leading edge: 8 points (UIKit's back indicator).
    static let backButtonLeading: CGFloat = 8
    /// The gap between the back chevron and the back button's title (Arrange's choice).
    static let backChevronSpacing: CGFloat = 3
    /// The gap between items on the same side of a bar (Arrange's choice).
    static let itemSpacing: CGFloat = 16
    /// The longest previous title the back button shows; longer titles show "Back" (Arrange's
    /// rule, after UIKit's, which falls back to "Back" when the title does not fit).
    static let longestBackTitle = 12
    /// The height of the bottom toolbar above the bottom safe-area inset: 44 points, `UIToolbar`'s
    /// standard height on iPhone in portrait.
    static let bottomBarHeight: CGFloat = 44
}
