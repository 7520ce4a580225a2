/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// On iOS a form is a grouped list: Arrange draws it as a ``List`` in the inset grouped style
/// whatever the list style in the environment. Its rows' content has `isInListRow` set, so
/// `Toggle`, `LabeledContent`, `Stepper` and `Picker` draw their label at the leading edge and
/// their control or value at the trailing edge, as iOS's forms do.
///
/// ```swift
/// Form {
///     Section("Display") {
///         Toggle("Dark Mode", isOn: $dark)
///         LabeledContent("Version", value: "17.0")
///     }
/// }
/// ```
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form with the provided content.
    ///
    /// - Parameter content: A view builder that creates the content of this form.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The content in an inset grouped list.
    public var body: some View {
        List { content }.environment(\.listStyleKind, .insetGrouped)
    }
}
