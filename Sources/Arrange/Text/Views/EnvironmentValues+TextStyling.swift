private struct TextStylingKey: EnvironmentKey { static let defaultValue = TextStyling() }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = .none }

extension EnvironmentValues {
    /// The character styling that view modifiers such as `bold()` and `tracking(_:)` set for the
    /// text inside.
    var textStyling: TextStyling {
        get { self[TextStylingKey.self] }
        set { self[TextStylingKey.self] = newValue }
    }

    /// A stylistic override to transform the case of `Text` when displayed, using the environment's
    /// locale (nil: the text as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}
