/// The spacing between adjacent sections of a list (`listSectionSpacing(_:)`).
public struct ListSectionSpacing: Sendable, Equatable {
    let length: CGFloat?

    /// The default spacing between sections: 35 points in grouped lists.
    public static let `default` = ListSectionSpacing(length: nil)

    /// Compact spacing between sections: 20 points.
    public static let compact = ListSectionSpacing(length: ListMetrics.compactSectionSpacing)

    /// Creates a custom spacing value.
    ///
    /// - Parameter spacing: The spacing between sections, in points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(length: spacing)
    }
}
