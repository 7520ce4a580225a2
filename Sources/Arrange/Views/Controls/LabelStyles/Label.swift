/// A standard label for user interface items, consisting of an icon with a title, drawn by the
/// label style in its environment (`labelStyle(_:)`): by default on iOS, the icon then the title
/// in an `HStack` with the standard spacing, centred vertically.
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

    /// The title and icon as the environment's label style draws them.
    public var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        return EnvironmentReader { environment in
            environment.labelStyle.makeBody(configuration)
        }
    }
}
