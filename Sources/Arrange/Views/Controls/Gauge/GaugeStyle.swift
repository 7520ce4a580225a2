/// Defines the implementation of all gauge instances within a view hierarchy.
///
/// Arrange's built-in styles are `.automatic` (``DefaultGaugeStyle``), `.linearCapacity`,
/// `.accessoryLinear` and `.accessoryCircular`. Set one with `gaugeStyle(_:)`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View

    /// Creates a view representing the body of a gauge.
    ///
    /// - Parameter configuration: The properties of the gauge.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
}
