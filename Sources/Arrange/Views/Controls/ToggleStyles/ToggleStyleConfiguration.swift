/// The properties of a toggle instance, given to a toggle style.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: View {
        let content: AnyView

        /// The toggle's label.
        public var body: some View { content }
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label

    /// A binding to a state property that indicates whether the toggle is on: read it as
    /// `configuration.isOn`, change it with `configuration.isOn.toggle()`, pass `configuration.$isOn`
    /// to another control.
    @Binding public var isOn: Bool

    /// Whether the toggle stands for several values that differ: always false in Arrange, which
    /// has no toggle over a collection of bindings.
    public var isMixed: Bool

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
        self.isMixed = false
    }
}
