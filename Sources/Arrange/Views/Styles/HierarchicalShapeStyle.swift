/// A shape style that maps to one of the numbered content levels of the current foreground
/// style.
///
/// With no foreground style set, the levels are iOS's label colours (UIKit's `label`,
/// `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`; quinary is Arrange's choice, see
/// Docs/Differences.md). Under `foregroundStyle(_:_:_:)` each level uses the style given for
/// it; a level beyond those given uses the last one at the label opacities' ratio.
///
/// ```swift
/// Text("Detail").foregroundStyle(.tertiary)
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, Sendable, ResolvableShapeStyle {
    /// The level: 0 primary … 4 quinary.
    let level: Int

    /// A shape style that maps to the first level of the current content style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// A shape style that maps to the second level of the current content style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// A shape style that maps to the third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// A shape style that maps to the fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// A shape style that maps to the fifth level of the current content style.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The label colours' opacities by level in the light appearance (UIKit: label 1,
    /// secondaryLabel 0.6, tertiaryLabel 0.3, quaternaryLabel 0.18; quinary 0.1 chosen).
    static let lightOpacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]
    /// The same in the dark appearance (quaternaryLabel is 0.16 there; quinary 0.08 chosen).
    static let darkOpacities: [Double] = [1, 0.6, 0.3, 0.16, 0.08]

    /// The system label colour of `level` in `colorScheme`: black, then 60 60 67 at the level's
    /// opacity in the light appearance; white, then 235 235 245 in the dark.
    static func label(level: Int, in colorScheme: ColorScheme) -> Color {
        let dark = colorScheme == .dark
        if level == 0 { return Color.primary.resolved(in: colorScheme) }
        let opacity = (dark ? darkOpacities : lightOpacities)[level]
        let (r, g, b): (Double, Double, Double) = dark ? (235, 235, 245) : (60, 60, 67)
        return Color(red: r / 255, green: g / 255, blue: b / 255, opacity: opacity, name: nil)
    }

    func paint(in environment: EnvironmentValues) -> Paint? {
        let styles = environment.foregroundHierarchy
        guard !styles.isEmpty else { return .color(Self.label(level: level, in: environment.colorScheme)) }
        let index = Swift.min(level, styles.count - 1)
        guard let paint = Paint(styles[index], in: environment.withoutForeground) else { return nil }
        if index == level { return paint }
        let opacities = environment.colorScheme == .dark ? Self.darkOpacities : Self.lightOpacities
        return paint.multiplyingOpacity(by: opacities[level] / opacities[index])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the third level of the current content style (tertiaryLabel:
    /// 60 60 67 at 30 % by default).
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// A shape style that maps to the fourth level of the current content style
    /// (quaternaryLabel: 60 60 67 at 18 % by default).
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// A shape style that maps to the fifth level of the current content style (60 60 67 at
    /// 10 % by default).
    public static var quinary: HierarchicalShapeStyle { .quinary }
}
