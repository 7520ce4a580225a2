/// Turns a list's content into what its lazy stack shows (``ListBody``): each section's gap,
/// header, rows and footer, as the list style draws them.
///
/// Views outside any `Section` form implicit sections between the explicit ones. In grouped
/// styles a section without header is preceded by the section spacing (35 points, or the
/// `listSectionSpacing(_:)`), a header by 17 points (``ListMetrics``), and the last section is
/// followed by the section spacing; plain styles have no gaps.
@MainActor
struct ListPlan {
    let kind: ListStyleKind
    let selection: ListSelection?
    let sectionSpacing: CGFloat
    /// The spacing between rows (`listRowSpacing(_:)`), nil for none: each row is then a card of
    /// its own in inset grouped lists, without separators.
    let rowSpacing: CGFloat?
    /// Why the row spacing asked for was not used, reported against the first row.
    let rowSpacingProblem: String?
    /// The expansion of disclosure groups made without a binding, kept by the list: the
    /// positions (in plan order) of those expanded.
    let expandedDisclosures: Binding<Set<Int>>

    /// The indentation of a disclosure group's content rows, per level (Docs/Differences.md,
    /// "Lists and forms").
    static let disclosureIndent: CGFloat = 20

    init(kind: ListStyleKind, selection: ListSelection?, sectionSpacing: ListSectionSpacing, rowSpacing: CGFloat?, expandedDisclosures: Binding<Set<Int>>) {
        self.kind = kind
        if let rowSpacing, !rowSpacing.isFinite || rowSpacing < 0 {
            self.rowSpacing = nil
            rowSpacingProblem = "listRowSpacing \(rowSpacing) is not a finite, non-negative length; used none"
        } else {
            self.rowSpacing = rowSpacing.flatMap { $0 > 0 ? $0 : nil }
            rowSpacingProblem = nil
        }
        self.selection = selection
        self.expandedDisclosures = expandedDisclosures
        self.sectionSpacing = sectionSpacing.length.map { $0.isFinite && $0 >= 0 ? $0 : ListMetrics.sectionSpacing } ?? ListMetrics.sectionSpacing
    }

    /// The entries for `content`.
    func entries(for content: any View) -> [ListPlanEntry] {
        var raw: [ListContentItem] = []
        ListContentItem.append(content, to: &raw)
        var disclosureCount = 0
        let items = expandDisclosures(raw, indent: 0, counter: &disclosureCount)
        var entries: [ListPlanEntry] = []
        var implicit: [ListContentItem] = []
        var sectionCount = 0
        func flushImplicit() {
            guard !implicit.isEmpty else { return }
            appendSection(header: nil, content: implicit, footer: nil, isFirst: sectionCount == 0, to: &entries)
            sectionCount += 1
            implicit = []
        }
        for item in items {
            if case .section(let header, let content, let footer) = item {
                flushImplicit()
                appendSection(header: header, content: content, footer: footer, isFirst: sectionCount == 0, to: &entries)
                sectionCount += 1
            } else {
                implicit.append(item)
            }
        }
        flushImplicit()
        if kind.isGrouped, sectionCount > 0 { entries.append(.view(gap(sectionSpacing))) }
        return entries
    }

    /// Replaces each disclosure group by its label row and, when expanded, its content's rows
    /// indented one more level.
    private func expandDisclosures(_ items: [ListContentItem], indent: CGFloat, counter: inout Int) -> [ListContentItem] {
        var result: [ListContentItem] = []
        for item in items {
            switch item {
            case .row(let view):
                result.append(indent > 0 ? .row(IndentedListRow(content: view, indent: indent)) : item)
            case .rows(let count, let element):
                guard indent > 0 else { result.append(item); continue }
                result.append(.rows(count: count) { index in
                    var made = element(index)
                    made.view = IndentedListRow(content: made.view, indent: indent)
                    return made
                })
            case .section(let header, let content, let footer):
                result.append(.section(header: header, content: expandDisclosures(content, indent: indent, counter: &counter), footer: footer))
            case .disclosure(let group):
                let position = counter
                counter += 1
                let stored = expandedDisclosures
                let binding = group.disclosureBinding ?? Binding(get: { stored.wrappedValue.contains(position) }, set: { expanded in
                    if expanded { stored.wrappedValue.insert(position) } else { stored.wrappedValue.remove(position) }
                })
                let label = DisclosureLabelRow(label: AnyView(group.disclosureLabel), isExpanded: binding)
                result.append(.row(indent > 0 ? IndentedListRow(content: label, indent: indent) : label))
                guard binding.wrappedValue else { continue }
                var inner: [ListContentItem] = []
                ListContentItem.append(group.disclosureContent(), to: &inner)
                result += expandDisclosures(inner, indent: indent + Self.disclosureIndent, counter: &counter)
            }
        }
        return result
    }

    private func gap(_ height: CGFloat) -> some View {
        Color.clear.frame(height: height)
    }

    private func appendSection(header: (any View)?, content: [ListContentItem], footer: (any View)?, isFirst: Bool, to entries: inout [ListPlanEntry]) {
        if let header {
            entries.append(.view(ListSectionHeaderView(content: header, kind: kind, isFooter: false)))
        } else if kind.isGrouped {
            entries.append(.view(gap(sectionSpacing)))
        }
        let total = content.reduce(0) { $0 + $1.rowCount }
        var offset = 0
        appendRows(content, total: total, offset: &offset, to: &entries)
        if let footer {
            entries.append(.view(ListSectionHeaderView(content: footer, kind: kind, isFooter: true)))
        }
    }

    private func appendRows(_ items: [ListContentItem], total: Int, offset: inout Int, to entries: inout [ListPlanEntry]) {
        for item in items {
            switch item {
            case .row(let view):
                entries.append(.view(row(view, at: offset, of: total, tag: nil)))
                offset += 1
            case .rows(let count, let element):
                let base = offset
                entries.append(.rows(count: count) { [self] index in
                    let made = element(index)
                    return (row(made.view, at: base + index, of: total, tag: made.id), made.identity)
                })
                offset += count
            case .section(_, let content, _):
                // A section inside a section: its rows join the enclosing one.
                appendRows(content, total: total, offset: &offset, to: &entries)
            case .disclosure:
                break // Expanded before sections are laid out (`expandDisclosures`).
            }
        }
    }

    private func row(_ view: any View, at index: Int, of total: Int, tag: AnyHashable?) -> ListRowView {
        let indented = view as? IndentedListRow
        let separate = rowSpacing != nil
        return ListRowView(content: indented?.content ?? view, kind: kind, indent: indented?.indent ?? 0,
                           isFirst: index == 0 || separate, isLast: index == total - 1 || separate, implicitTag: tag,
                           selection: selection, spacingAbove: index > 0 ? rowSpacing ?? 0 : 0,
                           problem: index == 0 ? rowSpacingProblem : nil)
    }
}
