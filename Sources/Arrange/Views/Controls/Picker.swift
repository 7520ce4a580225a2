/// A control for selecting from a set of mutually exclusive values.
///
/// ```swift
/// Picker("Size", selection: size) {
///     Text("S").tag(Size.small)
///     Text("M").tag(Size.medium)
///     Text("L").tag(Size.large)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// The options are the content's views; each option's `tag(_:)` is the selection value it
/// stands for (of the selection's type). Drawn by the picker style in the environment:
/// - `.segmented`: the options in equal segments, each as wide as the widest option plus 12
///   points on each side, on a 32-point-tall rounded track (corner radius 9) in iOS's
///   `tertiarySystemFill`; the selected option's segment has a white thumb (corner radius 7)
///   inset 2 points. Options use a 13-point font unless they set one. The picker takes the width
///   proposed to it, or the segments' total when none is.
/// - `.menu` and `.automatic`: the selected option in the accent colour (iOS's menu button,
///   without its chevrons); the other options are hidden but still size the picker, which is
///   as wide as the widest option.
///
/// On iOS neither style shows the label. The selection is read when the picker is resolved.
///
/// In a ``ViewHost``, a tap on a segment of a segmented picker selects that segment's option, and
/// with keyboard focus the left and right arrows select the previous and next option (mirrored in
/// a right-to-left environment). Menus are not shown: a menu picker takes no taps.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    /// Creates a picker that displays a custom label.
    ///
    /// - Parameters:
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options, each with a `tag(_:)` (or made by
    ///     a `ForEach`, whose identifier is then the tag).
    ///   - label: A view that describes the purpose of selecting an option.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// Creates a picker that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of selecting an option.
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - content: A view that contains the set of options, each with a `tag(_:)` (or made by
    ///     a `ForEach`, whose identifier is then the tag).
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// Selecting segments by tap and by arrow keys.
    private func segmentedInteraction(selected: AnyHashable) -> Interaction {
        let selection = selection
        func select(_ tag: AnyHashable?) {
            if let value = tag?.base as? SelectionValue { selection.wrappedValue = value }
        }
        return Interaction(onTap: { event in
            let options = Array(event.subviewTags.dropFirst(2))
            guard !options.isEmpty, event.size.width > 0 else { return }
            var index = Int((event.location.x / (event.size.width / CGFloat(options.count))).rounded(.down))
            index = Swift.min(Swift.max(index, 0), options.count - 1)
            select(options[event.isRightToLeft ? options.count - 1 - index : index])
        }, onMove: { direction, event in
            guard direction == .left || direction == .right else { return false }
            let options = Array(event.subviewTags.dropFirst(2))
            guard let current = options.firstIndex(where: { $0 == selected }) else { return false }
            let forward = (direction == .right) != event.isRightToLeft
            let next = current + (forward ? 1 : -1)
            guard options.indices.contains(next) else { return false }
            select(options[next])
            return true
        }, isFocusable: true)
    }

    /// The options as the environment's picker style draws them.
    public var body: some View {
        let selected = AnyHashable(selection.wrappedValue)
        return EnvironmentReader { environment in
            if environment.pickerStyleKind == .segmented {
                InteractionView(content: SegmentedPickerLayout(selection: selected) {
                    RoundedRectangle(cornerRadius: 9).fill(ControlColors.tertiarySystemFill)
                    RoundedRectangle(cornerRadius: 7).fill(Color.white)
                    content.font(.system(size: 13)).environment(\.isPickerOptions, true)
                }, interaction: segmentedInteraction(selected: selected))
            } else if environment.isInListRow {
                listRow(selected: selected, style: environment.pickerStyleKind)
            } else {
                ZStack { content.environment(\.isPickerOptions, true) }
                    .foregroundColor(environment.controlTint)
                    .environment(\.pickerShownTag, selected)
            }
        }
    }
}
