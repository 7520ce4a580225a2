import Foundation

/// A control for selecting an absolute date, drawn as iOS's compact date picker: the label at the
/// leading edge and, at the trailing edge, the date ("Nov 27, 2026") and the time ("4:05 PM") each
/// in a gray rounded rectangle.
///
/// ```swift
/// DatePicker("Start", selection: $start)
/// DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
/// ```
///
/// Each value sits in iOS's `tertiarySystemFill` (118 118 128 at 12 %), corner radius
/// `cornerRadius` (6), inset `horizontalPadding` (11) and `verticalPadding` (6) points, the two
/// `spacing` (6) points apart. Dates are formatted in US English in the environment's
/// `timeZone`. Arrange draws the picker but does not edit it: tapping it presents nothing
/// (Docs/Differences.md, "Text input and value controls").
public struct DatePicker<Label: View>: View {
    /// The corner radius of a value's background.
    static var cornerRadius: CGFloat { 6 }
    /// The horizontal inset of a value in its background.
    static var horizontalPadding: CGFloat { 11 }
    /// The vertical inset of a value in its background.
    static var verticalPadding: CGFloat { 6 }
    /// The space between the date and the time.
    static var spacing: CGFloat { 6 }

    let selection: Binding<Date>
    let components: DatePickerComponents
    let label: Label
    @Environment(\.timeZone) private var timeZone

    /// Creates an instance that selects a date, with a label you provide.
    ///
    /// - Parameters:
    ///   - selection: The date value being displayed and selected.
    ///   - displayedComponents: The date components that user is able to view and edit; the date
    ///     and the time by default.
    ///   - label: A view that describes the use of the date.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.components = displayedComponents
        self.label = label()
    }

    /// The label, then the formatted values at the trailing edge.
    public var body: some View {
        let date = selection.wrappedValue
        return HStack {
            label
            Spacer()
            HStack(spacing: Self.spacing) {
                if components.contains(.date) { pill(Self.format(date, "MMM d, y", in: timeZone)) }
                if components.contains(.hourAndMinute) { pill(Self.format(date, "h:mm a", in: timeZone)) }
            }
        }
    }

    /// A value in its gray rounded rectangle.
    private func pill(_ text: String) -> some View {
        Text(verbatim: text)
            .lineLimit(1)
            .padding(.horizontal, Self.horizontalPadding)
            .padding(.vertical, Self.verticalPadding)
            .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(ControlColors.tertiarySystemFill))
    }

    /// `date` formatted with a fixed US-English pattern in `timeZone`.
    static func format(_ date: Date, _ pattern: String, in timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}

extension DatePicker where Label == Text {
    /// Creates an instance that selects a date, with a title.
    ///
    /// - Parameters:
    ///   - title: The title of the date picker, drawn at its leading edge.
    ///   - selection: The date value being displayed and selected.
    ///   - displayedComponents: The date components that user is able to view and edit.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}
