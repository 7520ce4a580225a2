extension Picker {
    /// The picker in a list or form row, as iOS 17 draws it: the label at the leading edge and
    /// the selected option at the trailing edge in the secondary style, followed by
    /// `chevron.up.chevron.down` (menu style, iOS 17's default in a form) or `chevron.right`
    /// (`.navigationLink`) (Docs/Differences.md, "Lists and forms"). The other options are
    /// hidden but still size the value, which is aligned to the trailing edge.
    func listRow(selected: AnyHashable, style: PickerStyleKind) -> some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 4) {
                ZStack(alignment: .trailing) { content.environment(\.isPickerOptions, true) }
                    .environment(\.pickerShownTag, selected)
                Image(systemName: style == .navigationLink ? "chevron.right" : "chevron.up.chevron.down")
                    .font(.footnote)
            }
            .foregroundStyle(.secondary)
        }
    }
}
