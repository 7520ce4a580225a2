/// One row of a list: its content with `isInListRow` set, inside the row's background and
/// separator (``ListRowLayout``), and, in a list with a selection, the tap that selects it.
///
/// The row's tag (for selection) is the `tag(_:)` of its content, else the identifier of the
/// `ForEach` element that made it. Content of several views is one row, its views in an `HStack`
/// (Docs/Differences.md, "Lists and forms"); content of no views is no row.
struct ListRowView: View, PrimitiveView {
    let content: any View
    let kind: ListStyleKind
    /// The extra leading inset of a disclosure group's content row.
    let indent: CGFloat
    /// The row's position in its section: the first row's background has the section's top
    /// corners, the last's its bottom corners and no separator.
    let isFirst: Bool
    let isLast: Bool
    let implicitTag: AnyHashable?
    let selection: ListSelection?
    /// The space above the row (`listRowSpacing(_:)`), 0 for the first row of a section.
    let spacingAbove: CGFloat
    /// A problem with the list's input to report against this row (a bad row spacing).
    let problem: String?

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        var inner = context
        inner.environment.isInListRow = true
        func subviews<V: View>(of view: V) -> SubviewsCollection {
            builder.resolveSubviews(of: view, context: inner)
        }
        let rows = subviews(of: content)
        guard !rows.isEmpty else { return }
        var values = ListRowValues()
        var tag = implicitTag
        for node in rows.source.nodes {
            let set = builder.graph.containerValues(of: node).listRowValues
            if let insets = set.insets { values.insets = insets }
            if let background = set.background { values.background = background }
            if set.separatorTop != .automatic { values.separatorTop = set.separatorTop }
            if set.separatorBottom != .automatic { values.separatorBottom = set.separatorBottom }
            if let explicit = builder.graph.layoutValue(of: node, PickerTagKey.self) { tag = explicit }
        }
        let environment = context.environment
        let isSelected = tag.map { selection?.isSelected($0) ?? false } ?? false
        let hasSeparator = !isLast && values.separatorBottom != .hidden
        let shape = rowShape
        let layout = ListRowLayout(kind: kind, insets: values.insets, minHeight: environment.defaultMinListRowHeight, indent: indent,
                                   hasBackground: true, hasSeparator: hasSeparator)
        let row = layout {
            if isSelected {
                shape.fill(ListColors.selection(environment.colorScheme))
            } else if let background = values.background {
                AnyView(background).clipShape(shape)
            } else {
                shape.fill(ListColors.rowBackground(kind, environment.colorScheme))
            }
            if hasSeparator {
                Rectangle().fill(.separator)
            }
            if rows.count == 1 {
                rows
            } else {
                HStack { rows }
            }
        }
        let start = output.count
        if spacingAbove > 0 {
            resolve(row, tag: tag, spacingAbove: spacingAbove, in: builder, context: context, into: &output)
        } else {
            resolve(row, tag: tag, spacingAbove: nil, in: builder, context: context, into: &output)
        }
        guard start < output.count else { return }
        for problem in [layout.inputProblem, problem].compactMap({ $0 }) {
            builder.graph.report(problem, at: output[start])
        }
    }

    /// Resolves the row, with the tap that selects it in a list with a selection, and the row
    /// spacing above it (outside the tap's area).
    private func resolve<Row: View>(_ row: Row, tag: AnyHashable?, spacingAbove: CGFloat?, in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        if let spacingAbove {
            if let selection, let tag {
                builder.resolve(InteractionView(content: row, interaction: Interaction(onTap: { _ in selection.select(tag) })).padding(.top, spacingAbove),
                                context: context, into: &output)
            } else {
                builder.resolve(row.padding(.top, spacingAbove), context: context, into: &output)
            }
        } else if let selection, let tag {
            builder.resolve(InteractionView(content: row, interaction: Interaction(onTap: { _ in selection.select(tag) })),
                            context: context, into: &output)
        } else {
            builder.resolve(row, context: context, into: &output)
        }
    }

    /// The row's background shape: in an inset grouped list, the section card's corners at its
    /// first and last rows.
    private var rowShape: UnevenRoundedRectangle {
        let radius = kind.hasRoundedSections ? ListMetrics.cardCornerRadius : 0
        return UnevenRoundedRectangle(topLeadingRadius: isFirst ? radius : 0, bottomLeadingRadius: isLast ? radius : 0,
                                      bottomTrailingRadius: isLast ? radius : 0, topTrailingRadius: isFirst ? radius : 0)
    }
}
