private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = ListMetrics.minRowHeight
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

    /// The spacing between sections of lists in this environment (`listSectionSpacing(_:)`).
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}
