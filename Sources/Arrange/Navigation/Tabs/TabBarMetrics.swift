/// The metrics of iOS 17's tab bar, as Arrange draws it (Docs/Differences.md, "Navigation and
/// tabs").
enum TabBarMetrics {
    /// The bar's height above the bottom safe-area inset: 49 points (`UITabBar`'s height on
    /// iPhone in portrait; Apple's Human Interface Guidelines, "Tab bars").
    static let height: CGFloat = 49
    /// The caption's point size: 10, medium weight (the `UITabBarItem` title font on iPhone).
    static let captionSize: CGFloat = 10
    /// The icon's point size (Arrange's choice: the Human Interface Guidelines size tab bar
    /// symbols at about 25 points).
    static let iconSize: CGFloat = 24
    /// The gap between an item's icon and its caption (Arrange's choice).
    static let iconSpacing: CGFloat = 2
    /// The thickness of the hairline along the bar's top edge: one pixel at 3× (1/3 point).
    static let hairline: CGFloat = 1.0 / 3.0
    /// A badge's height and its font size (Arrange's choice, after UIKit's 18-point badge with a
    /// 13-point caption).
    static let badgeHeight: CGFloat = 18
    static let badgeFontSize: CGFloat = 13
}
