/// The properties of a group box instance, given to a group box style.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    public struct Label: View {
        let content: AnyView
        /// Whether the group box was made without a label (its label is an `EmptyView`).
        var isEmpty = false

        /// The group box's label.
        public var body: some View { content }
    }

    /// A type-erased content of a group box.
    public struct Content: View {
        let content: AnyView

        /// The group box's content.
        public var body: some View { content }
    }

    /// A view that provides the title of the group box.
    public let label: GroupBoxStyleConfiguration.Label

    /// A view that represents the content of the group box.
    public let content: GroupBoxStyleConfiguration.Content
}
