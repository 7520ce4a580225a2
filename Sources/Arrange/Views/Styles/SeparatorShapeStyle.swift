/// A style appropriate for foreground separator or border lines: UIKit's `separator` colour,
/// 60 60 67 at 29 % in the light appearance and 84 84 88 at 60 % in the dark.
///
/// ```swift
/// Rectangle().fill(.separator).frame(height: 1)
/// ```
public struct SeparatorShapeStyle: ShapeStyle, Sendable, ResolvableShapeStyle {
    /// Creates a new separator shape style instance.
    public init() {}

    func paint(in environment: EnvironmentValues) -> Paint? {
        environment.colorScheme == .dark
            ? .color(Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6, name: "separator"))
            : .color(Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29, name: "separator"))
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// A style appropriate for foreground separator or border lines.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
