/// The default label style in the current context: on iOS outside toolbars, the title and the
/// icon (as ``TitleAndIconLabelStyle``).
public struct DefaultLabelStyle: LabelStyle {
    /// Creates an automatic label style.
    public init() {}

    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
