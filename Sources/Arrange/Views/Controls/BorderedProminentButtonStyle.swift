/// A button style that applies standard border prominent artwork based on the button's
/// context: on iOS, a white label on an accent-coloured rounded rectangle, sized as
/// ``BorderedButtonStyle`` (12 points of padding on each side, 7 above and below, corner
/// radius 8).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}

    /// The white label, padded, on a background in the tint (``View/tint(_:)``, by default the
    /// accent colour).
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            configuration.label
                .foregroundColor(.white)
                .padding(BorderedButtonStyle.insets)
                .background(RoundedRectangle(cornerRadius: BorderedButtonStyle.cornerRadius).fill(environment.controlTint))
        }
    }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's
    /// context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
