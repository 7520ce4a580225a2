/// A ``Font`` resolved against an environment: the face to look for and its point size.
struct ResolvedFont: Hashable, Sendable {
    /// The point size, after dynamic type scaling.
    var pointSize: CGFloat
    /// The weight on the OpenType scale (100 to 900).
    var weight: Int
    /// Whether an italic face is wanted.
    var isItalic: Bool
    /// The design (monospaced picks the monospaced face).
    var design: Font.Design
    /// The name a custom font asked for, or nil for the system font.
    var name: String?
    /// Whether digits share one advance.
    var usesMonospacedDigits: Bool
}

extension Font {
    /// This font as it applies in `environment`: text styles and relative custom fonts scaled by
    /// the dynamic type size (Human Interface Guidelines, Typography).
    func resolved(in environment: EnvironmentValues) -> ResolvedFont {
        let size: CGFloat, design: Design?, styleWeight: Weight, name: String?
        switch base {
        case .system(let points, let fontDesign):
            (size, design, styleWeight, name) = (points, fontDesign, .regular, nil)
        case .textStyle(let style, let fontDesign):
            (size, design, styleWeight, name) = (environment.dynamicTypeSize.pointSize(of: style), fontDesign, style.weight, nil)
        case .custom(let fontName, let points, let style):
            let scale = style.map { environment.dynamicTypeSize.scale(relativeTo: $0) } ?? 1
            (size, design, styleWeight, name) = (points * scale, nil, .regular, fontName)
        }
        let finiteSize = size.isFinite && size > 0 ? size : 0
        return ResolvedFont(
            pointSize: finiteSize,
            weight: (weightOverride ?? styleWeight).value,
            isItalic: isItalic,
            design: isMonospaced ? .monospaced : (designOverride ?? design ?? .default),
            name: name,
            usesMonospacedDigits: usesMonospacedDigits)
    }
}
