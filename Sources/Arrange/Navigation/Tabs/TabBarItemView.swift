/// One item of the tab bar: the label's icon over its caption, with the badge at the icon's
/// top trailing corner.
struct TabBarItemView: View {
    let item: TabBarItem

    var body: some View {
        (item.label ?? AnyView(EmptyView()))
            .labelStyle(TabItemLabelStyle())
            .overlay(alignment: .topTrailing) {
                if let badge = item.badge {
                    Text(badge)
                        .font(.system(size: TabBarMetrics.badgeFontSize))
                        .foregroundStyle(Color.white)
                        .padding(.horizontal, 5)
                        .frame(minWidth: TabBarMetrics.badgeHeight, minHeight: TabBarMetrics.badgeHeight)
                        .background(Color.red, in: Capsule())
                        .offset(x: TabBarMetrics.badgeHeight / 2, y: -2)
                }
            }
    }
}
