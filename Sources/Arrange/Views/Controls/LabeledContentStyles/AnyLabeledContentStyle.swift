/// A labeled content style of any kind, as the environment keeps it.
struct AnyLabeledContentStyle {
    let makeBody: (LabeledContentStyleConfiguration) -> AnyView

    init<S: LabeledContentStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct LabeledContentStylesKey: EnvironmentKey {
    static let defaultValue: [AnyLabeledContentStyle] = []
}

extension EnvironmentValues {
    /// The labeled content styles set around this point, outermost first; labeled content draws
    /// with the last, and ``AutomaticLabeledContentStyle`` when there is none. A style's body sees
    /// the list without itself, so `LabeledContent(configuration)` inside it draws with the style
    /// outside it.
    var labeledContentStyles: [AnyLabeledContentStyle] {
        get { self[LabeledContentStylesKey.self] }
        set { self[LabeledContentStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets a style for labeled content.
    ///
    /// ```swift
    /// VStack {
    ///     LabeledContent("Name", value: "Arrange")
    ///     LabeledContent("Version", value: "0.1")
    /// }
    /// .labeledContentStyle(.automatic)
    /// ```
    ///
    /// - Parameter style: The style every `LabeledContent` inside draws with.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        transformEnvironment(\.labeledContentStyles) { $0.append(AnyLabeledContentStyle(style)) }
    }
}
