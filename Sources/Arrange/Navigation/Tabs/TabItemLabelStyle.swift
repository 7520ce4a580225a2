/// A tab item's label: the icon over the caption.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: TabBarMetrics.iconSpacing) {
            configuration.icon.font(.system(size: TabBarMetrics.iconSize))
            configuration.title.font(.system(size: TabBarMetrics.captionSize, weight: .medium)).lineLimit(1)
        }
    }
}
