/// The properties of a gauge instance, given to a gauge style.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label: View {
        let content: AnyView

        /// The gauge's label.
        public var body: some View { content }
    }

    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel: View {
        let content: AnyView

        /// The gauge's current value label.
        public var body: some View { content }
    }

    /// A type-erased label describing the minimum or maximum value of a gauge.
    public struct MarkedValueLabel: View {
        let content: AnyView

        /// The bound's label.
        public var body: some View { content }
    }

    /// The current value of the gauge: a fraction from 0 to 1 of the way through its range.
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value, if the gauge has one.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value, if the gauge has one.
    public var minimumValueLabel: GaugeStyleConfiguration.MarkedValueLabel?
    /// A view that describes the maximum of the range for the current value, if the gauge has one.
    public var maximumValueLabel: GaugeStyleConfiguration.MarkedValueLabel?
}
