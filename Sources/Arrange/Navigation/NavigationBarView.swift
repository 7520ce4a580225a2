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
