/// The properties of a labeled content instance, given to a labeled content style.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    public struct Label: View {
        let content: AnyView

        /// The labeled content's label.
        public var body: some View { content }
    }

    /// A type-erased content of a labeled content instance.
    public struct Content: View {
        let content: AnyView

        /// The labeled content's content.
        public var body: some View { content }
    }

    /// The label of the labeled content instance.
    public let label: LabeledContentStyleConfiguration.Label

    /// The content of the labeled content instance.
    public let content: LabeledContentStyleConfiguration.Content
}
