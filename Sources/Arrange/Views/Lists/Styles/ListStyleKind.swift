/// How a list is drawn: what each ``ListStyle`` resolves to.
enum ListStyleKind: Hashable, Sendable {
    case plain
    case inset
    case insetGrouped
    case grouped
    case sidebar

    /// Grouped styles: sections separated by gaps on `systemGroupedBackground`, rows on
    /// `secondarySystemGroupedBackground`, headers in uppercase footnote.
    var isGrouped: Bool { self == .insetGrouped || self == .grouped || self == .sidebar }

    /// Styles whose rows are inset from the list's edges by the layout margin.
    var hasMargins: Bool { self == .insetGrouped || self == .inset || self == .sidebar }

    /// Styles whose sections are cards with rounded corners.
    var hasRoundedSections: Bool { self == .insetGrouped || self == .sidebar }
}
