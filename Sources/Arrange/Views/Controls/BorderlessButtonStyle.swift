/// A button style that doesn't apply a border: the label in the accent colour, the size of
/// the label.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    public init() {}

    /// The label, in the tint (``View/tint(_:)``), by default the accent colour (0 122 255).
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            configuration.label.foregroundColor(configuration.tint(in: environment))
        }
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
