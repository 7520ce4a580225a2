/// A view that shows a value within a range, drawn by the gauge style in its environment
/// (`gaugeStyle(_:)`): on iOS by default, a linear capacity bar (``LinearCapacityGaugeStyle``).
///
/// ```swift
/// Gauge(value: batteryLevel, in: 0...100) {
///     Text("Battery Level")
/// } currentValueLabel: {
///     Text("\(Int(batteryLevel))%")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// ```
///
/// The value is placed in the range as `(value - lowerBound) / (upperBound - lowerBound)`,
/// clamped to 0...1; a NaN or infinite value, or an empty range, counts as the lower bound.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    /// The fraction of `bounds` that `value` lies at, clamped to 0...1 (0 when it can't be
    /// computed).
    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound), value = Double(value)
        guard value.isFinite, lower.isFinite, upper.isFinite, upper > lower else { return 0 }
        return Swift.min(Swift.max((value - lower) / (upper - lower), 0), 1)
    }

    /// Creates a gauge showing a value within a range and describes the gauge's purpose and
    /// current value.
    ///
    /// - Parameters:
    ///   - value: The value to show in the gauge.
    ///   - bounds: The range of the valid values; 0...1 by default.
    ///   - label: A view that describes the purpose of the gauge.
    ///   - currentValueLabel: A view that describes the current value of the gauge.
    ///   - minimumValueLabel: A view that describes the lower bounds of the gauge.
    ///   - maximumValueLabel: A view that describes the upper bounds of the gauge.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        fraction = Self.fraction(of: value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// Creates a gauge showing a value within a range and describes the gauge's purpose and
    /// current value.
    ///
    /// - Parameters:
    ///   - value: The value to show in the gauge.
    ///   - bounds: The range of the valid values; 0...1 by default.
    ///   - label: A view that describes the purpose of the gauge.
    ///   - currentValueLabel: A view that describes the current value of the gauge.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel)
    where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }

    /// Creates a gauge showing a value within a range and describes the gauge's purpose.
    ///
    /// - Parameters:
    ///   - value: The value to show in the gauge.
    ///   - bounds: The range of the valid values; 0...1 by default.
    ///   - label: A view that describes the purpose of the gauge.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }

    /// The gauge as the environment's gauge style draws it.
    public var body: some View {
        func optional<V: View>(_ view: V) -> AnyView? { V.self == EmptyView.self ? nil : AnyView(view) }
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: optional(currentValueLabel).map { .init(content: $0) },
            minimumValueLabel: optional(minimumValueLabel).map { .init(content: $0) },
            maximumValueLabel: optional(maximumValueLabel).map { .init(content: $0) })
        return EnvironmentReader { environment in
            environment.gaugeStyle.makeBody(configuration)
        }
    }
}
