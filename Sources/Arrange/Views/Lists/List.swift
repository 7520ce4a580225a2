/// A container that presents rows of data arranged in a single column, optionally providing the
/// ability to select one or more members.
///
/// ```swift
/// List(selection: $selected) {
///     Section("Fruit") {
///         ForEach(fruits) { fruit in Text(fruit.name) }
///     }
/// }
/// .listStyle(.insetGrouped)
/// ```
///
/// A list is a vertical scroll view over a `LazyVStack` of its rows: the rows of a `ForEach` are
/// built only when they are visible. Each view of the content (each element of a `ForEach`) is
/// one row, at least `defaultMinListRowHeight` (44) tall, its content inset and centred
/// vertically, with a separator below it except in the last row of a section; `Section`s add
/// headers, footers and, in grouped styles, the gaps between sections. The list style in the
/// environment (`listStyle(_:)`, inset grouped by default as on iOS) sets margins, backgrounds
/// and corners; the numbers and their sources are in Docs/Differences.md,
/// "Lists and forms". The rows' content has `isInListRow` set, so controls draw as in a form.
///
/// With a selection binding, a tap on a row (in a ``ViewHost``) selects its tag: the row's
/// `tag(_:)`, else its `ForEach` element's identifier. A selected row's background is iOS's
/// `systemGray4`.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?
    /// Which disclosure groups made without a binding are expanded (`ListPlan`).
    @State private var expandedDisclosures: Set<Int> = []

    /// Creates a list with the given content that supports selecting a single row.
    ///
    /// - Parameters:
    ///   - selection: A binding to a selected row, nil for none.
    ///   - content: The content of the list.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(single: $0) }
    }

    /// Creates a list with the given content that supports selecting multiple rows.
    ///
    /// - Parameters:
    ///   - selection: A binding to a set that identifies selected rows.
    ///   - content: The content of the list.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { ListSelection(multiple: $0) }
    }

    /// The rows in a scroll view, as the list style in the environment draws them.
    public var body: some View {
        let content = content, selection = selection, expanded = $expandedDisclosures
        return EnvironmentReader { environment in
            let kind = environment.listStyleKind
            let plan = ListPlan(kind: kind, selection: selection, sectionSpacing: environment.listSectionSpacing,
                                rowSpacing: environment.listRowSpacing, expandedDisclosures: expanded)
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ListBody(entries: plan.entries(for: content))
                }
            }
            .background(ListColors.listBackground(kind, environment.colorScheme))
        }
    }
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    ///
    /// - Parameter content: The content of the list.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }
}
