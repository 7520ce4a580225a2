/// A button style that doesn't apply a border: the label in the accent colour, the size of
/// the label.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    public init() {}

    /// The label, tinted with the accent colour (0 122 255).
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundColor(ControlColors.tint)
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
