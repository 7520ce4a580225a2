/// The iOS 17 list metrics Arrange draws with. Where Apple publishes no number, the choice and
/// its reason are in Docs/Differences.md, "Lists and forms".
enum ListMetrics {
    /// The minimum height of a row: 44 points, the minimum hit target of Apple's Human Interface
    /// Guidelines ("Layout", "Buttons") and `defaultMinListRowHeight`'s value on iOS.
    static let minRowHeight: CGFloat = 44
    /// The space above and below a row's content: a 31-point switch in a 44-point row, as a
    /// `UISwitch` sits in a table cell, leaves 6.5; 6 keeps a 22-point line of body text in a
    /// 44-point row too (Docs/Differences.md, "Lists and forms").
    static let rowVerticalInset: CGFloat = 6
    /// The row content's leading and trailing inset inside an inset grouped card: 20 points
    /// (Docs/Differences.md, "Lists and forms").
    static let cardContentInset: CGFloat = 20
    /// The corner radius of an inset grouped section: 10 points.
    static let cardCornerRadius: CGFloat = 10
    /// The gap between sections of a grouped list: 35 points (UIKit's grouped table section
    /// spacing; Docs/Differences.md, "Lists and forms"); `listSectionSpacing(.compact)` uses 20.
    static let sectionSpacing: CGFloat = 35
    /// The compact gap between sections (`ListSectionSpacing.compact`).
    static let compactSectionSpacing: CGFloat = 20
    /// Above a section header of a grouped list, 17 points; below it, 7.
    static let headerTopPadding: CGFloat = 17
    static let headerBottomPadding: CGFloat = 7
    /// Above a section footer, 7 points.
    static let footerTopPadding: CGFloat = 7
    /// Above and below a plain list's section header, 6 points.
    static let plainHeaderPadding: CGFloat = 6
    /// The thickness of a row separator: one pixel of a 3× iPhone screen (a hairline, as HIG's
    /// "Lists and tables" draws them).
    static let separatorThickness: CGFloat = 1.0 / 3.0

    /// The layout margin for a list `width` points wide: UIKit's system minimum layout margins
    /// on iPhone, 16 points, and 20 from the width of the larger iPhones (414 points) up.
    static func layoutMargin(forWidth width: CGFloat) -> CGFloat {
        width >= 414 ? 20 : 16
    }

    /// The horizontal margin between the list's edge and its rows' backgrounds.
    static func margin(_ kind: ListStyleKind, width: CGFloat) -> CGFloat {
        kind.hasMargins ? layoutMargin(forWidth: width) : 0
    }

    /// The default leading and trailing inset of a row's content within its background.
    static func contentInset(_ kind: ListStyleKind, width: CGFloat) -> CGFloat {
        kind.hasRoundedSections ? cardContentInset : layoutMargin(forWidth: width)
    }
}
