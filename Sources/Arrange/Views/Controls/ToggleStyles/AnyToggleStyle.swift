/// A toggle style of any kind, as the environment keeps it.
struct AnyToggleStyle {
    let makeBody: (ToggleStyleConfiguration) -> AnyView

    init<S: ToggleStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = AnyToggleStyle(DefaultToggleStyle())
}

extension EnvironmentValues {
    /// The style toggles in this environment are drawn with.
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
    /// ```
    ///
    /// - Parameter style: The style every `Toggle` inside draws with.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}
