/// The back button of a pushed level: `chevron.backward` and the previous level's title (or
/// "Back", `NavigationBarMetrics.longestBackTitle`), in the accent colour; tapping it pops the
/// level.
struct NavigationBackButton: View {
    let title: String
    let action: () -> Void

    /// The label for a previous title: it when it is not empty and at most
    /// `NavigationBarMetrics.longestBackTitle` characters long, else "Back".
    static func label(previousTitle: String?) -> String {
        guard let previousTitle, !previousTitle.isEmpty, previousTitle.count <= NavigationBarMetrics.longestBackTitle else { return "Back" }
        return previousTitle
    }

    var body: some View {
        Button(action: action) {
            HStack(spacing: NavigationBarMetrics.backChevronSpacing) {
                Image(systemName: "chevron.backward").fontWeight(.semibold)
                Text(title).lineLimit(1)
            }
        }
        .accessibilityLabel(Text(title))
    }
}
