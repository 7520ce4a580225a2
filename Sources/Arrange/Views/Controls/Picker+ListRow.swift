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
                if style == .navigationLink {
                    Image(systemName: "chevron.right")
                        .font(.footnote)
                } else {
                    // `chevron.up.chevron.down`: the symbol set has no such icon, so its two
                    // chevrons are stacked (Docs/Differences.md, "Symbol images").
                    VStack(spacing: -3) {
                        Image(systemName: "chevron.up")
                        Image(systemName: "chevron.down")
                    }
                    .font(.system(size: 9, weight: .semibold))
                    .accessibilityHidden(true)
                }
            }
            .foregroundStyle(.secondary)
        }
    }
}
