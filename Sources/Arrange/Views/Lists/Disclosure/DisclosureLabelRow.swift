/// A disclosure group's label row: the label, then the `chevron.right` symbol (footnote size,
/// semibold) at the trailing edge in the accent colour, turned 90° when expanded; a tap anywhere on the row toggles the
/// expansion.
struct DisclosureLabelRow<Label: View>: View {
    let label: Label
    let isExpanded: Binding<Bool>

    var body: some View {
        let binding = isExpanded
        return HStack {
            label
            Spacer(minLength: 0)
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tint)
                .rotationEffect(.degrees(binding.wrappedValue ? 90 : 0))
        }
        .contentShape(Rectangle())
        .onTapGesture { binding.wrappedValue.toggle() }
    }
}

/// A disclosure group as a list sees it: a label row, then its content's rows when expanded.
protocol ListDisclosureSource {
    /// The group's label.
    var disclosureLabel: any View { get }
    /// The binding the group was made with; nil when the list keeps the expansion.
    var disclosureBinding: Binding<Bool>? { get }
    /// The group's content.
    func disclosureContent() -> any View
}
