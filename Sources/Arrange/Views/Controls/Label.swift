/// A standard label for user interface items, consisting of an icon with a title: on iOS by
/// default, the icon then the title in an `HStack` with the standard spacing, centred
/// vertically.
///
/// ```swift
/// Label { Text("Favourites") } icon: { Circle().fill(Color.yellow).frame(width: 16, height: 16) }
/// ```
///
/// `Label(_:systemImage:)` makes the icon with `Image(systemName:)`.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    ///
    /// - Parameters:
    ///   - title: The label's title.
    ///   - icon: The label's icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The icon, then the title.
    public var body: some View {
        HStack {
            icon
            title
        }
    }
}
