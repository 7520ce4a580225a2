/// The default style for group box views: on iOS, the label above the content on a rounded
/// rectangle of the secondary system background.
///
/// In a `VStack` aligned leading with 8 points between them, the label (in the headline font)
/// and the content, padded 16 points on every side, on a rounded rectangle of corner radius 8 in
/// iOS's `secondarySystemBackground` (242 242 247; 28 28 30 in the dark appearance). A group box
/// inside another's content uses `tertiarySystemBackground` (white; 44 44 46 in the dark) and
/// then alternates, so nested boxes stay visible. (Docs/Differences.md, "Styles: progress, group
/// box, labeled content, button roles", gives the sources and what was chosen.)
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The padding around the label and content, in points.
    static let padding: CGFloat = 16
    /// The corner radius of the background, in points.
    static let cornerRadius: CGFloat = 8
    /// The space between the label and the content, in points.
    static let spacing: CGFloat = 8

    /// iOS's `secondarySystemBackground`: 242 242 247, and 28 28 30 in the dark appearance.
    static let secondaryBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, opacity: 1,
                                           name: "secondarySystemBackground", dark: [28 / 255, 28 / 255, 30 / 255, 1])
    /// iOS's `tertiarySystemBackground`: white, and 44 44 46 in the dark appearance.
    static let tertiaryBackground = Color(red: 1, green: 1, blue: 1, opacity: 1,
                                          name: "tertiarySystemBackground", dark: [44 / 255, 44 / 255, 46 / 255, 1])

    /// Creates a default group box style.
    public init() {}

    /// The label and content on a rounded background.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            let depth = environment.groupBoxDepth
            VStack(alignment: .leading, spacing: Self.spacing) {
                if !configuration.label.isEmpty {
                    configuration.label.font(.headline)
                }
                configuration.content
                    .environment(\.groupBoxDepth, depth + 1)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(Self.padding)
            .background(RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous)
                .fill(depth % 2 == 0 ? Self.secondaryBackground : Self.tertiaryBackground))
        }
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}
