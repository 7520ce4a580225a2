/// The iOS colours text controls draw with, light and dark (sRGB components from Apple's Human
/// Interface Guidelines, "Color", and UIKit's `UIColor` UI element colours).
enum TextInputColors {
    /// iOS's `placeholderText` (60 60 67 at 30 %; dark 235 235 245 at 30 %): a placeholder.
    static let placeholder = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3, name: "placeholderText",
                                   dark: [235 / 255, 235 / 255, 245 / 255, 0.3])
    /// iOS's `opaqueSeparator` (198 198 200; dark 56 56 58): the rounded border's line.
    static let border = Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255, opacity: 1, name: "opaqueSeparator",
                              dark: [56 / 255, 56 / 255, 58 / 255, 1])
    /// iOS's `systemBackground` (white; dark black) behind a rounded-border field, and its
    /// `secondarySystemBackground` dark value (28 28 30), which UIKit uses for the field in dark.
    static let fieldBackground = Color(red: 1, green: 1, blue: 1, opacity: 1, name: "systemBackground",
                                       dark: [28 / 255, 28 / 255, 30 / 255, 1])
    /// The selection highlight: the accent colour at 20 % (Docs/Differences.md, "Text input and
    /// value controls").
    static let selection = Color(red: 0, green: 122 / 255, blue: 1, opacity: 0.2, name: "selection",
                                 dark: [10 / 255, 132 / 255, 1, 0.2])
}
