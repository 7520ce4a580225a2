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
