/// The numbers alerts and confirmation dialogs are drawn with, as iOS 17 draws them on an iPhone
/// (Docs/Differences.md, "Presentation", which gives their sources).
enum AlertMetrics {
    /// The width of an alert's panel (`UIAlertController`'s alert width).
    static let width: CGFloat = 270
    /// The corner radius of an alert's panel and of a confirmation dialog's groups.
    static let cornerRadius: CGFloat = 14
    /// The insets of an alert's title and message in its panel.
    static let headerInsets = EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
    /// The insets of a confirmation dialog's title and message in its panel.
    static let dialogHeaderInsets = EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
    /// The space between the title and the message.
    static let titleSpacing: CGFloat = 4
    /// The height of an alert's button (the minimum tappable height of Apple's Human Interface
    /// Guidelines, 44 points).
    static let buttonHeight: CGFloat = 44
    /// The height of a confirmation dialog's button.
    static let dialogButtonHeight: CGFloat = 57
    /// The margin between a confirmation dialog and the hosting area's edges, and between its
    /// group of actions and its Cancel button.
    static let dialogMargin: CGFloat = 8
    /// The opacity of the black dimming over the presenting view.
    static let dimmingOpacity: Double = 0.2

    /// The colour of the panel: an opaque approximation of the material iOS draws it with, light
    /// or dark.
    static func panelColor(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 37 / 255, green: 37 / 255, blue: 37 / 255) : Color(red: 242 / 255, green: 242 / 255, blue: 242 / 255)
    }

    /// The colour of the hairlines between the buttons: iOS's `separator` over the panel, opaque.
    static func separatorColor(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255) : Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255)
    }
}
