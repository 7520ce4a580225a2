extension Color {
    private static func named(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity, name: name)
    }

    /// A context-dependent black color (black in the light appearance).
    public static let black = named("black", 0, 0, 0)
    /// A context-dependent white color.
    public static let white = named("white", 255, 255, 255)
    /// A context-dependent gray color.
    public static let gray = named("gray", 142, 142, 147)
    /// A context-dependent red color.
    public static let red = named("red", 255, 59, 48)
    /// A context-dependent orange color.
    public static let orange = named("orange", 255, 149, 0)
    /// A context-dependent yellow color.
    public static let yellow = named("yellow", 255, 204, 0)
    /// A context-dependent green color.
    public static let green = named("green", 52, 199, 89)
    /// A context-dependent mint color.
    public static let mint = named("mint", 0, 199, 190)
    /// A context-dependent teal color.
    public static let teal = named("teal", 48, 176, 199)
    /// A context-dependent cyan color.
    public static let cyan = named("cyan", 50, 173, 230)
    /// A context-dependent blue color.
    public static let blue = named("blue", 0, 122, 255)
    /// A context-dependent indigo color.
    public static let indigo = named("indigo", 88, 86, 214)
    /// A context-dependent purple color.
    public static let purple = named("purple", 175, 82, 222)
    /// A context-dependent pink color.
    public static let pink = named("pink", 255, 45, 85)
    /// A context-dependent brown color.
    public static let brown = named("brown", 162, 132, 94)
    /// A color that represents the system or application accent color.
    public static let accentColor = named("accentColor", 0, 122, 255)
    /// The color to use for primary content (black in the light appearance).
    public static let primary = named("primary", 0, 0, 0)
    /// The color to use for secondary content (gray at 60% in the light appearance).
    public static let secondary = named("secondary", 60, 60, 67, 0.6)
    /// A clear color suitable for use in UI elements.
    public static let clear = named("clear", 0, 0, 0, 0)
}
