/// The default button style, based on the button's context: on iOS, `.borderless`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates a default button style.
    public init() {}

    /// The label as a borderless button draws it.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context (borderless on iOS).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
