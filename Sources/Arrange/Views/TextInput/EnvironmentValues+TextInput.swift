private struct SubmitActionsKey: EnvironmentKey {
    static let defaultValue: [(triggers: SubmitTriggers, action: () -> Void)] = []
}

private struct SubmitLabelKey: EnvironmentKey {
    static let defaultValue: SubmitLabel? = nil
}

private struct AutocapitalizationKey: EnvironmentKey {
    static let defaultValue: TextInputAutocapitalization? = nil
}

private struct AutocorrectionDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

private struct KeyboardTypeKey: EnvironmentKey {
    static let defaultValue = UIKeyboardType.default
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = TextFieldStyleKind.automatic
}

private struct LineLimitRangeKey: EnvironmentKey {
    static let defaultValue: ClosedRange<Int>? = nil
}

extension EnvironmentValues {
    /// A Boolean value that determines whether the view hierarchy has auto-correction enabled.
    /// Stored; Arrange does not correct typed text.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// The `onSubmit(of:_:)` actions around a view, innermost first.
    var submitActions: [(triggers: SubmitTriggers, action: () -> Void)] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// The `submitLabel(_:)` in effect.
    var submitLabel: SubmitLabel? {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }

    /// The `textInputAutocapitalization(_:)` in effect.
    var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[AutocapitalizationKey.self] }
        set { self[AutocapitalizationKey.self] = newValue }
    }

    /// The `keyboardType(_:)` in effect.
    var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }

    /// The `textFieldStyle(_:)` in effect.
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    /// The range of lines a vertical text field may take (`lineLimit(_:)` with a range), or
    /// nil when none was given.
    var lineLimitRange: ClosedRange<Int>? {
        get { self[LineLimitRangeKey.self] }
        set { self[LineLimitRangeKey.self] = newValue }
    }
}
