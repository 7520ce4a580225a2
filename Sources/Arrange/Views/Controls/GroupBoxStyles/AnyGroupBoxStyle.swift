/// A group box style of any kind, as the environment keeps it.
struct AnyGroupBoxStyle {
    let makeBody: (GroupBoxStyleConfiguration) -> AnyView

    init<S: GroupBoxStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GroupBoxStylesKey: EnvironmentKey {
    static let defaultValue: [AnyGroupBoxStyle] = []
}

private struct GroupBoxDepthKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// The group box styles set around this point, outermost first; a group box draws with the
    /// last, and ``DefaultGroupBoxStyle`` when there is none. A style's body sees the list without
    /// itself, so `GroupBox(configuration)` inside it draws with the style outside it.
    var groupBoxStyles: [AnyGroupBoxStyle] {
        get { self[GroupBoxStylesKey.self] }
        set { self[GroupBoxStylesKey.self] = newValue }
    }

    /// How many automatic-style group boxes enclose this point: the default style alternates
    /// its background with it.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for group boxes within this view.
    ///
    /// ```swift
    /// GroupBox("Account") { Text("Signed in") }
    ///     .groupBoxStyle(.automatic)
    /// ```
    ///
    /// - Parameter style: The style every `GroupBox` inside draws with.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        transformEnvironment(\.groupBoxStyles) { $0.append(AnyGroupBoxStyle(style)) }
    }
}
