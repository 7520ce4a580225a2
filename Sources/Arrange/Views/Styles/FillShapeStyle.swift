/// An overlay fill style for filling shapes: UIKit's `systemFill`, 120 120 128 at 20 % in the
/// light appearance and at 36 % in the dark.
///
/// ```swift
/// Capsule().fill(.fill)
/// ```
public struct FillShapeStyle: ShapeStyle, Sendable, ResolvableShapeStyle {
    /// Creates a new fill shape style instance.
    public init() {}

    func paint(in environment: EnvironmentValues) -> Paint? {
        let opacity = environment.colorScheme == .dark ? 0.36 : 0.2
        return .color(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: opacity, name: "fill"))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// An overlay fill style for filling shapes.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
