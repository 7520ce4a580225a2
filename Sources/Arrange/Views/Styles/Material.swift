/// A background material type: a translucent fill.
///
/// SwiftUI blurs what is behind a material; Arrange draws it as a translucent colour, iOS's
/// `systemGray5` (229 229 234) in the light appearance and iOS's dark system background
/// (28 28 30) in the dark, at an opacity that grows with thickness: ultra thin 0.35, thin 0.5,
/// regular 0.7, thick 0.85, ultra thick 0.93. Over white, the regular material is then a light
/// grey (237 237 241), as iOS's is, so a material capsule on a white page shows (the choice and
/// its source are in Docs/Differences.md, "Styles").
///
/// ```swift
/// Text("Caption").padding().background(.ultraThinMaterial)
/// ```
public struct Material: ShapeStyle, Sendable, ResolvableShapeStyle {
    let opacity: Double
    let name: String

    /// A mostly translucent material.
    public static let ultraThin = Material(opacity: 0.35, name: "ultraThinMaterial")
    /// A material that's more translucent than opaque.
    public static let thin = Material(opacity: 0.5, name: "thinMaterial")
    /// A material that's somewhat translucent.
    public static let regular = Material(opacity: 0.7, name: "regularMaterial")
    /// A material that's more opaque than translucent.
    public static let thick = Material(opacity: 0.85, name: "thickMaterial")
    /// A mostly opaque material.
    public static let ultraThick = Material(opacity: 0.93, name: "ultraThickMaterial")

    func paint(in environment: EnvironmentValues) -> Paint? {
        let base = environment.colorScheme == .dark
            ? Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255, opacity: opacity, name: name)
            : Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255, opacity: opacity, name: name)
        return .color(base)
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material (`systemGray5` at 35 %; dark at 35 % in the dark appearance).
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material that's more translucent than opaque (50 %).
    public static var thinMaterial: Material { .thin }
    /// A material that's somewhat translucent (70 %).
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent (85 %).
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material (93 %).
    public static var ultraThickMaterial: Material { .ultraThick }
}
