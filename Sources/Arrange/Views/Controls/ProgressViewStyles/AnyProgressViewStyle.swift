/// A progress view style of any kind, as the environment keeps it.
struct AnyProgressViewStyle {
    let makeBody: (ProgressViewStyleConfiguration) -> AnyView

    init<S: ProgressViewStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct ProgressViewStylesKey: EnvironmentKey {
    static let defaultValue: [AnyProgressViewStyle] = []
}

extension EnvironmentValues {
    /// The progress view styles set around this point, outermost first; a progress view draws
    /// with the last, and ``DefaultProgressViewStyle`` when there is none. A style's body sees the
    /// list without itself, so `ProgressView(configuration)` inside it draws with the style
    /// outside it (Apple's documentation of `ProgressView.init(_:)` taking a configuration).
    var progressViewStyles: [AnyProgressViewStyle] {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for progress views in this view.
    ///
    /// ```swift
    /// VStack {
    ///     ProgressView(value: 0.25)
    ///     ProgressView(value: 0.75)
    /// }
    /// .progressViewStyle(.circular)
    /// ```
    ///
    /// - Parameter style: The progress view style every `ProgressView` inside draws with.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        transformEnvironment(\.progressViewStyles) { $0.append(AnyProgressViewStyle(style)) }
    }
}
