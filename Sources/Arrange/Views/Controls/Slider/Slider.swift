/// A control for selecting a value from a bounded linear range of values.
///
/// ```swift
/// @State private var volume = 0.5
/// Slider(value: $volume, in: 0...1, step: 0.1) {
///     Text("Volume")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("10")
/// }
/// ```
///
/// As iOS draws it (Docs/Differences.md, "Text input and value controls"): the control is
/// `height` (28) points tall and takes the width proposed to it; a track `trackHeight` (4)
/// points tall with rounded ends runs between the centres of the thumb's extreme positions,
/// tinted (the accent colour, or `tint`) up to the thumb and iOS's `systemFill` after it; the
/// thumb is a white circle `thumbDiameter` (28) points across with a soft shadow. The value labels
/// sit leading and trailing with standard spacing; the label is not drawn (it names the slider
/// for accessibility), as on iOS.
///
/// In a ``ViewHost``, a pointer pressed on the track moves the thumb's centre to it and dragging
/// follows (`onEditingChanged` gets true when the drag starts and false when it ends); with
/// keyboard focus, the right and up arrows add one step (a tenth of the range without a step)
/// and the left and down arrows subtract it. Values are clamped to the range and rounded to the
/// step. A range or value that is not finite, an empty range, or a step that is not positive is
/// reported in the layout's diagnostics; the thumb then sits at the leading end.
public struct Slider<Label: View, ValueLabel: View>: View {
    /// The control's height: the thumb's diameter.
    static var height: CGFloat { 28 }
    /// The thumb's diameter.
    static var thumbDiameter: CGFloat { 28 }
    /// The track's height.
    static var trackHeight: CGFloat { 4 }
    /// The space between the value labels and the track: the standard 8 points.
    static var labelSpacing: CGFloat { 8 }

    let model: SliderModel
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let hasValueLabels: Bool

    init(model: SliderModel, label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, hasValueLabels: Bool) {
        self.model = model
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.hasValueLabels = hasValueLabels
    }

    /// The value labels around the track.
    public var body: some View {
        HStack(spacing: Self.labelSpacing) {
            if hasValueLabels { minimumValueLabel }
            SliderTrack(model: model)
            if hasValueLabels { maximumValueLabel }
        }
    }
}

extension Slider {
    /// Creates a slider to select a value from a given range, with a label and labels for the
    /// range's ends.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values; `0...1` by default.
    ///   - label: A view that describes the purpose of the slider (not drawn).
    ///   - minimumValueLabel: A view that describes `bounds.lowerBound`, drawn leading.
    ///   - maximumValueLabel: A view that describes `bounds.upperBound`, drawn trailing.
    ///   - onEditingChanged: A callback for when editing begins (true) and ends (false).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), hasValueLabels: true)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, with
    /// a label and labels for the range's ends.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values.
    ///   - step: The distance between each valid value.
    ///   - label: A view that describes the purpose of the slider (not drawn).
    ///   - minimumValueLabel: A view that describes `bounds.lowerBound`, drawn leading.
    ///   - maximumValueLabel: A view that describes `bounds.upperBound`, drawn trailing.
    ///   - onEditingChanged: A callback for when editing begins (true) and ends (false).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), hasValueLabels: true)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, with a label.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values; `0...1` by default.
    ///   - label: A view that describes the purpose of the slider (not drawn).
    ///   - onEditingChanged: A callback for when editing begins (true) and ends (false).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), hasValueLabels: false)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, with
    /// a label.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values.
    ///   - step: The distance between each valid value.
    ///   - label: A view that describes the purpose of the slider (not drawn).
    ///   - onEditingChanged: A callback for when editing begins (true) and ends (false).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged),
                  label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), hasValueLabels: false)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values; `0...1` by default.
    ///   - onEditingChanged: A callback for when editing begins (true) and ends (false).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
                  label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), hasValueLabels: false)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    ///
    /// - Parameters:
    ///   - value: The selected value within `bounds`.
    ///   - bounds: The range of the valid values.
    ///   - step: The distance between each valid value.
    ///   - onEditingChanged: A callback for when editing begins (true) and ends (false).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(model: SliderModel(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged),
                  label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), hasValueLabels: false)
    }
}
