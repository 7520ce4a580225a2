private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = ListMetrics.minRowHeight
}

private struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static let defaultValue = ListSectionSpacing.default
}

extension EnvironmentValues {
    /// The default minimum height of rows in a list: 44 points, as on iOS.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The spacing between rows of lists in this environment (`listRowSpacing(_:)`).
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// The spacing between sections of lists in this environment (`listSectionSpacing(_:)`).
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}
