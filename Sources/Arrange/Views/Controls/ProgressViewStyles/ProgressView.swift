/// A view that shows the progress toward completion of a task, drawn by the progress view style
/// in its environment (`progressViewStyle(_:)`): on iOS by default, a linear bar when the progress
/// is determinate and a spinning indicator when it is not (``DefaultProgressViewStyle``).
///
/// ```swift
/// ProgressView(value: 0.25)                 // a quarter of the track filled
/// ProgressView("Downloading", value: 3, total: 12)
/// ProgressView()                            // indeterminate: a spinner
/// ```
///
/// The fraction completed is `value / total` clamped to 0...1; a nil value makes the progress view
/// indeterminate; a NaN value, or a total that is zero, negative or not finite, counts as no
/// progress (an empty track).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The fraction of the task completed, 0 to 1; nil when indeterminate.
    let fractionCompleted: Double?
    /// The view describing the task, if any.
    let label: Label?
    /// The view describing the current value, if any.
    let currentValueLabel: CurrentValueLabel?

    init(fractionCompleted: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fractionCompleted = fractionCompleted
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// `value / total` clamped to 0...1; nil (indeterminate) for a nil value; 0 when it can't be
    /// computed.
    static func fraction(_ value: Double?, of total: Double) -> Double? {
        guard let value else { return nil }
        guard value.isFinite, total.isFinite, total > 0 else { return 0 }
        return Swift.min(Swift.max(value / total, 0), 1)
    }

    /// The progress view as the environment's progress view style draws it.
    public var body: some View {
        func erased<V: View>(_ view: V?) -> AnyView? {
            guard let view, V.self != EmptyView.self else { return nil }
            return AnyView(view)
        }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            label: erased(label).map { .init(content: $0) },
            currentValueLabel: erased(currentValueLabel).map { .init(content: $0) })
        return EnvironmentReader { environment in
            let styles = environment.progressViewStyles
            if let style = styles.last {
                style.makeBody(configuration).environment(\.progressViewStyles, Array(styles.dropLast()))
            } else {
                DefaultProgressViewStyle().makeBody(configuration: configuration)
            }
        }
    }
}
