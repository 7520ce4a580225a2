/// The default labeled content style: as iOS draws it in a `Form` row, the label at the leading
/// edge and the content at the trailing edge in the secondary style.
///
/// An `HStack` aligned on the first text baseline with the standard spacing: the label, a
/// `Spacer`, and the content with ``HierarchicalShapeStyle/secondary`` as its foreground style
/// and trailing multiline text alignment. It takes the width proposed to it (Docs/Differences.md,
/// "Styles: progress, group box, labeled content, button roles").
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates an automatic labeled content style.
    public init() {}

    /// The label, then the content at the trailing edge.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline) {
            configuration.label
            Spacer()
            configuration.content
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically based on the current
    /// context.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}
