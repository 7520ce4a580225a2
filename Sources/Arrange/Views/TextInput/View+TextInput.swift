extension View {
    /// Adds an action to perform when the user submits a value to this view: Return in a
    /// focused single-line `TextField` or `SecureField` inside it (``ViewHost/press(_:modifiers:)``).
    /// Actions of nested `onSubmit` modifiers all run, innermost first.
    ///
    /// - Parameters:
    ///   - triggers: The triggers that should invoke the provided action; `.text` by default.
    ///   - action: The action to perform on submission of a value.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions) { $0.append((triggers, action)) }
    }

    /// Sets the submit label for this view (the on-screen keyboard's Return key; stored, nothing
    /// drawn changes).
    ///
    /// - Parameter submitLabel: One of the cases specified in ``SubmitLabel``.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }

    /// Sets how often the shift key in the keyboard is automatically enabled (stored; typed text
    /// is inserted as typed).
    ///
    /// - Parameter autocapitalization: One of the capitalizing behaviors defined in
    ///   ``TextInputAutocapitalization``, or nil for the default.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\.textInputAutocapitalization, autocapitalization)
    }

    /// Sets whether to disable autocorrection for this view (stored; Arrange corrects nothing).
    ///
    /// - Parameter disable: A Boolean value that indicates whether autocorrection is disabled.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// Sets the keyboard type for this view (stored; there is no on-screen keyboard).
    ///
    /// - Parameter type: One of the keyboard types defined in ``UIKeyboardType``.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        environment(\.keyboardType, type)
    }

    /// Sets the style for text fields within this view.
    ///
    /// - Parameter style: The style: `.automatic`, `.plain` or `.roundedBorder`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, style.kind)
    }

    /// Sets to a closed range the number of lines that text can occupy in this view: a vertical
    /// `TextField` is at least `limit.lowerBound` lines tall and grows with its text up to
    /// `limit.upperBound` lines; text views take at most `limit.upperBound` lines.
    ///
    /// - Parameter limit: The line limit.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        let range = Swift.max(limit.lowerBound, 1)...Swift.max(limit.upperBound, 1)
        return environment(\.lineLimit, range.upperBound).environment(\.lineLimitRange, range)
    }

    /// Sets a limit for the number of lines that text can occupy in this view: a vertical
    /// `TextField` is at least `limit.lowerBound` lines tall and grows without limit.
    ///
    /// - Parameter limit: The line limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        let lower = Swift.max(limit.lowerBound, 1)
        return environment(\.lineLimit, nil).environment(\.lineLimitRange, lower...Int.max)
    }

    /// Sets a limit for the number of lines that text can occupy in this view: at most
    /// `limit.upperBound` lines.
    ///
    /// - Parameter limit: The line limit.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        let upper = Swift.max(limit.upperBound, 1)
        return environment(\.lineLimit, upper).environment(\.lineLimitRange, 1...upper)
    }
}
