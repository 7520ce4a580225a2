/// The default progress view style in the current context of the view being styled: on iOS, a
/// linear bar (``LinearProgressViewStyle``) when the progress is determinate, and a spinning
/// indicator (``CircularProgressViewStyle``) when it is indeterminate (`fractionCompleted` nil).
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates a default progress view style.
    public init() {}

    /// The progress view as the linear or the circular style draws it.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
