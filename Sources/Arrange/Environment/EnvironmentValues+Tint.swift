private struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The tint set with `tint(_:)`, nil for the default (the accent colour, and green for a
    /// switch).
    var tintColor: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The colour accent-coloured controls draw with: the tint, else the accent colour.
    var controlTint: Color { tintColor ?? ControlColors.tint }
}

extension View {
    /// Sets the tint color within this view: the colour of accent-coloured controls (the labels of
    /// borderless and bordered buttons and their backgrounds, the fill of a bordered prominent
    /// button, a switch that is on, a progress view's bar, a menu picker's label).
    ///
    /// ```swift
    /// Button("Delete") {}.buttonStyle(.borderedProminent).tint(.red)
    /// Toggle("Wi-Fi", isOn: .constant(true)).tint(.orange)
    /// ```
    ///
    /// - Parameter tint: The tint colour; nil restores the default.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tintColor, tint)
    }
}
