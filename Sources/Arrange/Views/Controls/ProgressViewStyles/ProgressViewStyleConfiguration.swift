/// The properties of a progress view instance, given to a progress view style.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View {
        let content: AnyView

        /// The progress view's label.
        public var body: some View { content }
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View {
        let content: AnyView

        /// The progress view's current value label.
        public var body: some View { content }
    }

    /// The completed fraction of the task represented by the progress view, from 0.0 (not yet
    /// started) to 1.0 (fully complete), or nil if the progress is indeterminate.
    public let fractionCompleted: Double?

    /// A view that describes the task represented by the progress view, if it has one.
    public var label: ProgressViewStyleConfiguration.Label?

    /// A view that describes the current value of a progress view, if it has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}
