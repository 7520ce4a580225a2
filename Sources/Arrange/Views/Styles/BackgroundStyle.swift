/// The background style in the current context: the style set with `backgroundStyle(_:)`, else
/// iOS's `systemBackground`, white in the light appearance and black in the dark.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(.background)
/// ```
public struct BackgroundStyle: ShapeStyle, Sendable, ResolvableShapeStyle {
    /// Creates the background style.
    public init() {}

    func paint(in environment: EnvironmentValues) -> Paint? {
        if let style = environment.backgroundStyle {
            // Resolved without it, so `.backgroundStyle(.background)` means the system background.
            var outer = environment
            outer.backgroundStyle = nil
            return Paint(style, in: outer)
        }
        let white: Double = environment.colorScheme == .dark ? 0 : 1
        return .color(Color(red: white, green: white, blue: white, opacity: 1, name: "background"))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context (white, or black in the dark appearance,
    /// unless `backgroundStyle(_:)` set one).
    public static var background: BackgroundStyle { BackgroundStyle() }
}
