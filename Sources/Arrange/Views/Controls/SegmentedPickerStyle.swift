/// A picker style that presents the options in a segmented control: equal segments side by
/// side on a rounded track, the selected one raised on a white thumb (see ``Picker``).
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates a segmented picker style.
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
