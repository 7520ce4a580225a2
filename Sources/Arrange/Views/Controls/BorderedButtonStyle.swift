/// A button style that applies standard border artwork based on the button's context: on iOS,
/// the label in the accent colour on a translucent accent-coloured rounded rectangle.
///
/// Sizes (iOS, regular control size): the label is padded by
/// `horizontalPadding` (12) on each side and `verticalPadding` (7) above and below, in a
/// rounded rectangle of corner radius `cornerRadius` (8) filled with the accent colour at 15 %.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The padding on each side of the label, in points.
    static let horizontalPadding: CGFloat = 12
    /// The padding above and below the label, in points.
    static let verticalPadding: CGFloat = 7
    /// The corner radius of the background, in points.
    static let cornerRadius: CGFloat = 8

    /// Creates a bordered button style.
    public init() {}

    /// The label in the tint (``View/tint(_:)``, by default the accent colour), padded, on a
    /// translucent background of the same colour.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            configuration.label
                .foregroundColor(environment.controlTint)
                .padding(Self.insets)
                .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(environment.controlTint.opacity(0.15)))
        }
    }

    /// The padding around the label.
    static var insets: EdgeInsets {
        EdgeInsets(top: verticalPadding, leading: horizontalPadding, bottom: verticalPadding, trailing: horizontalPadding)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
