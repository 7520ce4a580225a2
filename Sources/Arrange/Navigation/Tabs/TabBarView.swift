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
