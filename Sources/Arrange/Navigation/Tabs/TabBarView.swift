/// The tab bar of a `TabView`, as iOS 17 draws its standard appearance: a 49-point row whose
/// items share the width equally, each its icon over its caption (10 points, medium), the
/// selected one in the accent colour and the others gray, with a red badge where the tab has
/// one; a bar-material background reaching into the bottom safe-area inset and a hairline
/// along the top edge (`TabBarMetrics`).
struct TabBarView: View {
    let items: [TabBarItem]
    let selected: Int
    let select: (AnyHashable) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                let item = items[index]
                Button { select(item.tag) } label: {
                    TabBarItemView(item: item)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .foregroundStyle(index == selected ? Color.accentColor : Color.gray)
                .accessibilityAddTraits(index == selected ? .isSelected : [])
            }
        }
        .frame(height: TabBarMetrics.height)
        .frame(maxWidth: .infinity)
        .background(.regularMaterial, ignoresSafeAreaEdges: .bottom)
        .overlay(alignment: .top) {
            Rectangle().fill(.separator).frame(height: TabBarMetrics.hairline)
        }
    }
}

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

/// A tab item's label: the icon over the caption.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: TabBarMetrics.iconSpacing) {
            configuration.icon.font(.system(size: TabBarMetrics.iconSize))
            configuration.title.font(.system(size: TabBarMetrics.captionSize, weight: .medium)).lineLimit(1)
        }
    }
}
