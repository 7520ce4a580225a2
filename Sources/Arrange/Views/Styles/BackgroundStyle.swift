/// The background style in the current context: iOS's `systemBackground`, white in the light
/// appearance and black in the dark.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(.background)
/// ```
public struct BackgroundStyle: ShapeStyle, Sendable, ResolvableShapeStyle {
    /// Creates the background style.
    public init() {}

    func paint(in environment: EnvironmentValues) -> Paint? {
        let white: Double = environment.colorScheme == .dark ? 0 : 1
        return .color(Color(red: white, green: white, blue: white, opacity: 1, name: "background"))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context (white, or black in the dark appearance).
    public static var background: BackgroundStyle { BackgroundStyle() }
}
