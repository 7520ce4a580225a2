/// A button style of any kind, as the environment keeps it.
struct AnyButtonStyle {
    let makeBody: (PrimitiveButtonStyleConfiguration) -> AnyView

    init<S: PrimitiveButtonStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }

    init<S: ButtonStyle>(_ style: S) {
        makeBody = { configuration in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: configuration.label, role: configuration.role, isPressed: false)))
        }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue = AnyButtonStyle(DefaultButtonStyle())
}

extension EnvironmentValues {
    /// The style buttons in this environment are drawn with.
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and custom interaction behavior.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and standard interaction behavior.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }
}
