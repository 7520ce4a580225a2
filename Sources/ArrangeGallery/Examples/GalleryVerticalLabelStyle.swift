import Arrange

/// A custom label style for the gallery, as app code writes one: the icon above the title,
/// centred, 4 points apart.
public struct GalleryVerticalLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The icon, then the title below it.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
            configuration.title
        }
    }
}
