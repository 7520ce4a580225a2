/// A button style that doesn't style or decorate its content: the label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    public init() {}

    /// The label, unchanged.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
