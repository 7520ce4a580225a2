/// The navigation bar of one level of a navigation stack, as iOS 17 draws it at the scroll edge
/// (transparent, no hairline): a 44-point row with the back button and the leading items at the
/// leading edge, the trailing items at the trailing edge and the principal item or the inline
/// title (headline) centred; with a large title, a 52-point area under it with the title in the
/// large title font, bold, at the leading margin (`NavigationBarMetrics`).
struct NavigationBarView: View {
    let title: Text?
    /// `.large` or `.inline` (the stack resolves `.automatic`).
    let displayMode: NavigationBarItem.TitleDisplayMode
    let items: [ToolbarEntry]
    let back: NavigationBackButton?

    private func entries(_ slot: ToolbarItemPlacement.Slot) -> [ToolbarEntry] {
        items.filter { $0.placement.slot == slot }
    }

    var body: some View {
        let leading = entries(.leading), trailing = entries(.trailing), principal = entries(.principal)
        VStack(spacing: 0) {
            ZStack {
                HStack(spacing: NavigationBarMetrics.itemSpacing) {
                    if let back { back }
                    NavigationBarItems(entries: leading)
                    Spacer(minLength: 0)
                    NavigationBarItems(entries: trailing)
                }
                .padding(.leading, back == nil ? NavigationBarMetrics.margin : NavigationBarMetrics.backButtonLeading)
                .padding(.trailing, NavigationBarMetrics.margin)
                if !principal.isEmpty {
                    NavigationBarItems(entries: principal)
                } else if displayMode == .inline, let title {
                    title.font(.headline).lineLimit(1)
                }
            }
            .frame(height: NavigationBarMetrics.barHeight)
            if displayMode == .large, let title {
                title.font(.largeTitle).bold().lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, NavigationBarMetrics.margin)
                    .frame(height: NavigationBarMetrics.largeTitleHeight)
            }
        }
    }
}

/// The items of one side of a bar, side by side, each in the environment it was declared in; a
/// confirmation action semibold.
struct NavigationBarItems: View {
    let entries: [ToolbarEntry]

    var body: some View {
        ForEach(entries.indices, id: \.self) { index in
            let entry = entries[index]
            EnvironmentScopedView(content: entry.placement.emphasized ? AnyView(entry.content.fontWeight(.semibold)) : entry.content,
                                  environment: entry.environment)
        }
    }
}

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

/// The bottom toolbar of a level: its items side by side, centred in a 44-point row above the
/// bottom safe-area inset, at the scroll edge (transparent) as iOS 17 draws it.
struct NavigationBottomBarView: View {
    let items: [ToolbarEntry]

    var body: some View {
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
            NavigationBarItems(entries: items)
        }
        .padding(.horizontal, NavigationBarMetrics.margin)
        .frame(maxWidth: .infinity)
        .frame(height: NavigationBarMetrics.bottomBarHeight)
    }
}
