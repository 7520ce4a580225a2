/// The light-appearance iOS colours controls draw with, as sRGB values.
enum ControlColors {
    /// iOS's `systemFill` (120 120 128 at 20 %): the track of a linear progress view.
    static let systemFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
    /// iOS's `secondarySystemFill` (120 120 128 at 16 %): a switch's track when off.
    static let secondarySystemFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
    /// iOS's `tertiarySystemFill` (118 118 128 at 12 %): the background of steppers and
    /// segmented pickers.
    static let tertiarySystemFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    /// iOS's `separator` (60 60 67 at 29 %): lines between a stepper's halves.
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    /// iOS's `tertiaryLabel` (60 60 67 at 30 %): a stepper's symbol that can't be used.
    static let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    /// The accent colour controls are tinted with (iOS's blue, 0 122 255).
    static let tint = Color.accentColor
    /// The colour of a switch that is on (iOS's green, 52 199 89).
    static let switchOn = Color.green
}
