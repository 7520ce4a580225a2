/// The default toggle style: on iOS, a switch (``SwitchToggleStyle``).
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates a default toggle style.
    public init() {}

    /// The toggle as a switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style (a switch on iOS).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
