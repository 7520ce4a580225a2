/// The padding, font and corner radius of a bordered button (`.bordered`, `.borderedProminent`,
/// a toggle styled `.button`) for a control size, on iOS.
///
/// | Size | Font | Horizontal | Vertical | Corner radius |
/// | --- | --- | --- | --- | --- |
/// | `.mini`, `.small` | subheadline | 10 | 5 | 6 |
/// | `.regular` | body | 12 | 7 | 8 |
/// | `.large`, `.extraLarge` | body | 20 | 14 | 12 |
///
/// Arrange draws `.mini` as `.small` and `.extraLarge` as `.large`. Apple gives no point values:
/// the choices and their reasons are in Docs/Differences.md, "Styles".
struct BorderedButtonMetrics: Equatable {
    /// The font of the label, nil to keep the environment's (the regular size).
    let font: Font?
    /// The padding on each side of the label, in points.
    let horizontalPadding: CGFloat
    /// The padding above and below the label, in points.
    let verticalPadding: CGFloat
    /// The corner radius of a rounded-rectangle background, in points.
    let cornerRadius: CGFloat

    init(controlSize: ControlSize) {
        switch controlSize {
        case .mini, .small:
            font = .subheadline
            horizontalPadding = 10
            verticalPadding = 5
            cornerRadius = 6
        case .regular:
            font = nil
            horizontalPadding = 12
            verticalPadding = 7
            cornerRadius = 8
        case .large, .extraLarge:
            font = nil
            horizontalPadding = 20
            verticalPadding = 14
            cornerRadius = 12
        }
    }

    /// The padding around the label.
    var insets: EdgeInsets {
        EdgeInsets(top: verticalPadding, leading: horizontalPadding, bottom: verticalPadding, trailing: horizontalPadding)
    }
}
