/// The properties of a label, given to a label style.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View {
        let content: AnyView

        /// The label's title.
        public var body: some View { content }
    }

    /// A type-erased icon view of a label.
    public struct Icon: View {
        let content: AnyView

        /// The label's icon.
        public var body: some View { content }
    }

    /// A description of the labeled item.
    public var title: LabelStyleConfiguration.Title
    /// A symbolic representation of the labeled item.
    public var icon: LabelStyleConfiguration.Icon
}
