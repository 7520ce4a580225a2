/// A label style of any kind, as the environment keeps it.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView

    init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = AnyLabelStyle(DefaultLabelStyle())
}

extension EnvironmentValues {
    /// The style labels in this environment are drawn with.
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for labels within this view.
    ///
    /// ```swift
    /// VStack {
    ///     Label("Rain", systemImage: "cloud.rain")
    ///     Label("Snow", systemImage: "snow")
    /// }
    /// .labelStyle(.iconOnly)
    /// ```
    ///
    /// - Parameter style: The style every `Label` inside draws with.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}
