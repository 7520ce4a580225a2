/// A control that performs increment and decrement actions: on iOS by default, a label leading
/// and a −/+ control trailing, across the width proposed to it.
///
/// ```swift
/// Stepper("Guests", value: guests, in: 1...10)
/// Stepper("Volume", onIncrement: louder, onDecrement: quieter)
/// ```
///
/// The control is `controlWidth` × `controlHeight` (94 × 32) points: a rounded rectangle of
/// corner radius 8 in iOS's `tertiarySystemFill` (118 118 128 at 12 %), its halves holding "−" and
/// "+" and divided by a 1 × 18-point line in the `separator` colour. A symbol whose action can't
/// be taken (the value at its bound, or no action) is drawn in `tertiaryLabel` gray. Label and
/// control sit in an `HStack` with a `Spacer` between them.
///
/// In a ``ViewHost``, a tap on the leading half of the control decrements and on the trailing half
/// increments (nothing happens when that action is unavailable); with keyboard focus, the up and
/// right arrows increment and the down and left arrows decrement.
public struct Stepper<Label: View>: View {
    /// The width of the −/+ control, in points.
    static var controlWidth: CGFloat { 94 }
    /// The height of the −/+ control, in points.
    static var controlHeight: CGFloat { 32 }

    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?

    /// Creates a stepper with a custom label that performs the given actions.
    ///
    /// - Parameters:
    ///   - onIncrement: Performed when the user taps +; nil shows + disabled.
    ///   - onDecrement: Performed when the user taps −; nil shows − disabled.
    ///   - label: A view describing the purpose of the stepper.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    /// Creates a stepper with a title that performs the given actions.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) where Label == Text {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(title) }
    }

    /// Creates a stepper that changes a bound value by `step` within `bounds`.
    ///
    /// - Parameters:
    ///   - value: The value to change; the actions clamp it to `bounds`.
    ///   - bounds: The range of allowed values; at a bound, the symbol that would leave it is
    ///     disabled.
    ///   - step: The amount each tap changes the value by; 1 by default.
    ///   - label: A view describing the purpose of the stepper.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        let current = value.wrappedValue
        self.label = label()
        self.onIncrement = current < bounds.upperBound
            ? { value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil
        self.onDecrement = current > bounds.lowerBound
            ? { value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil
    }

    /// Creates a stepper with a title that changes a bound value by `step` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) where Label == Text {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// Creates a stepper that changes a bound value by `step`, without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        self.onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }

    /// The label, then the −/+ control at the trailing edge.
    public var body: some View {
        HStack {
            label
            Spacer()
            InteractionView(content: control, interaction: interaction)
        }
    }

    /// Taps on the halves and arrow keys.
    private var interaction: Interaction {
        let increment = onIncrement, decrement = onDecrement
        return Interaction(onTap: { event in
            let leadingHalf = (event.location.x < event.size.width / 2) != event.isRightToLeft
            (leadingHalf ? decrement : increment)?()
        }, onMove: { direction, _ in
            let action = direction == .up || direction == .right ? increment : decrement
            action?()
            return action != nil
        }, isFocusable: true)
    }

    /// The −/+ control.
    private var control: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(ControlColors.tertiarySystemFill)
            .frame(width: Self.controlWidth, height: Self.controlHeight)
            .overlay {
                HStack(spacing: 0) {
                    Text("\u{2212}").foregroundColor(onDecrement == nil ? ControlColors.tertiaryLabel : .primary)
                        .frame(maxWidth: .infinity)
                    Rectangle().fill(ControlColors.separator).frame(width: 1, height: 18)
                    Text("+").foregroundColor(onIncrement == nil ? ControlColors.tertiaryLabel : .primary)
                        .frame(maxWidth: .infinity)
                }
            }
    }
}
