/// Draws a content-unavailable view's label: the icon large and secondary over the title.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ContentUnavailableMetrics.iconSpacing) {
            configuration.icon
                .font(.system(size: ContentUnavailableMetrics.iconSize))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2).bold()
                .multilineTextAlignment(.center)
        }
    }
}
