extension Color {
    /// A named colour with its light-appearance components (0–255) and, for adaptive colours,
    /// its dark-appearance ones.
    private static func named(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1,
                              dark: (Double, Double, Double, Double)? = nil) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity, name: name,
              dark: dark.map { [$0.0 / 255, $0.1 / 255, $0.2 / 255, $0.3] })
    }

    /// A context-dependent black color (black in both appearances, as in SwiftUI).
    public static let black = named("black", 0, 0, 0)
    /// A context-dependent white color.
    public static let white = named("white", 255, 255, 255)
    /// A context-dependent gray color.
    public static let gray = named("gray", 142, 142, 147)
    /// A context-dependent red color (iOS's systemRed; 255 69 58 in the dark appearance).
    public static let red = named("red", 255, 59, 48, dark: (255, 69, 58, 1))
    /// A context-dependent orange color.
    public static let orange = named("orange", 255, 149, 0, dark: (255, 159, 10, 1))
    /// A context-dependent yellow color.
    public static let yellow = named("yellow", 255, 204, 0, dark: (255, 214, 10, 1))
    /// A context-dependent green color.
    public static let green = named("green", 52, 199, 89, dark: (48, 209, 88, 1))
    /// A context-dependent mint color.
    public static let mint = named("mint", 0, 199, 190, dark: (99, 230, 226, 1))
    /// A context-dependent teal color.
    public static let teal = named("teal", 48, 176, 199, dark: (64, 200, 224, 1))
    /// A context-dependent cyan color.
    public static let cyan = named("cyan", 50, 173, 230, dark: (100, 210, 255, 1))
    /// A context-dependent blue color (iOS's systemBlue; 10 132 255 in the dark appearance).
    public static let blue = named("blue", 0, 122, 255, dark: (10, 132, 255, 1))
    /// A context-dependent indigo color.
    public static let indigo = named("indigo", 88, 86, 214, dark: (94, 92, 230, 1))
    /// A context-dependent purple color.
    public static let purple = named("purple", 175, 82, 222, dark: (191, 90, 242, 1))
    /// A context-dependent pink color.
    public static let pink = named("pink", 255, 45, 85, dark: (255, 55, 95, 1))
    /// A context-dependent brown color.
    public static let brown = named("brown", 162, 132, 94, dark: (172, 142, 104, 1))
    /// A color that represents the system or application accent color (systemBlue: 0 122 255,
    /// 10 132 255 in the dark appearance).
    public static let accentColor = named("accentColor", 0, 122, 255, dark: (10, 132, 255, 1))
    /// The color to use for primary content (black in the light appearance, white in the dark).
    public static let primary = named("primary", 0, 0, 0, dark: (255, 255, 255, 1))
    /// The color to use for secondary content (60 60 67 at 60 % in the light appearance,
    /// 235 235 245 at 60 % in the dark).
    public static let secondary = named("secondary", 60, 60, 67, 0.6, dark: (235, 235, 245, 0.6))
    /// A clear color suitable for use in UI elements.
    public static let clear = named("clear", 0, 0, 0, 0)
}
