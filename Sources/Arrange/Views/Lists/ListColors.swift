/// The iOS colours lists draw with, light and dark (the sRGB values of UIKit's system colours,
/// Apple's documentation "UI element colors" and "Standard colors").
enum ListColors {
    /// `systemGroupedBackground`: 242 242 247, dark 0 0 0.
    static func groupedBackground(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 0, green: 0, blue: 0) : Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    }

    /// `secondarySystemGroupedBackground`: 255 255 255, dark 28 28 30.
    static func secondaryGroupedBackground(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255) : Color(red: 1, green: 1, blue: 1)
    }

    /// `systemBackground`: white, dark black.
    static func background(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 1, blue: 1)
    }

    /// `systemGray4`, the selected row's background: 209 209 214, dark 58 58 60.
    static func selection(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 58 / 255, green: 58 / 255, blue: 60 / 255) : Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)
    }

    /// The list's background for a style.
    static func listBackground(_ kind: ListStyleKind, _ scheme: ColorScheme) -> Color {
        kind.isGrouped ? groupedBackground(scheme) : background(scheme)
    }

    /// A row's background for a style.
    static func rowBackground(_ kind: ListStyleKind, _ scheme: ColorScheme) -> Color {
        kind.isGrouped ? secondaryGroupedBackground(scheme) : background(scheme)
    }
}
