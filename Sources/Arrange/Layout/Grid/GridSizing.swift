/// A grid's column widths and row heights for one proposal (Docs/LayoutRules.md §10).
///
/// Columns are distributed like the children of an `HStack` (Docs/LayoutRules.md §4): each column's minimum and
/// maximum width is the largest over its single-column cells, columns are offered equal shares of
/// what remains in order of increasing flexibility, and a column is as wide as its widest cell's
/// answer. Cells spanning several columns, and views that form a row by themselves, widen the
/// columns they cover evenly when they need more (inferred; see Docs/Differences.md). Rows are then
/// distributed like the children of a `VStack`, each cell proposed its column width. Cells with
/// `gridCellUnsizedAxes` don't influence the axes they name.
struct GridSizing {
    var columnWidths: [CGFloat]
    var rowHeights: [CGFloat]
    /// The space between adjacent columns.
    var columnSpacing: CGFloat
    /// The space before each row (0 for the first).
    var rowSpacings: [CGFloat]
    var size: CGSize

    /// The width of the cell rectangle of `cell`: its columns and the spacing between them.
    func width(of cell: GridModel.Cell) -> CGFloat {
        let end = Swift.min(cell.column + cell.span, columnWidths.count)
        guard cell.column < end else { return 0 }
        return columnWidths[cell.column..<end].reduce(0, +) + columnSpacing * CGFloat(end - cell.column - 1)
    }

    init(model: GridModel, proposal: ProposedViewSize, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        columnSpacing = horizontalSpacing ?? ViewSpacing.defaultDistance
        columnWidths = Self.columnWidths(model, proposal.width, columnSpacing)
        var contentWidth = columnWidths.reduce(0, +) + columnSpacing * CGFloat(Swift.max(columnWidths.count - 1, 0))
        // Views that form a row by themselves want the width they answer; the columns widen evenly.
        for row in model.rows where row.cells == nil && !row.unsized.contains(.horizontal) {
            let wanted = row.subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width
            if wanted > contentWidth, wanted.isFinite {
                if columnWidths.isEmpty {
                    contentWidth = wanted
                } else {
                    let extra = (wanted - contentWidth) / CGFloat(columnWidths.count)
                    for index in columnWidths.indices { columnWidths[index] += extra }
                    contentWidth = wanted
                }
            }
        }
        rowSpacings = model.rows.indices.map { $0 == 0 ? 0 : (verticalSpacing ?? ViewSpacing.defaultDistance) }
        rowHeights = []
        size = .zero
        rowHeights = distributeRows(model, proposal.height, gridWidth: contentWidth)
        size = CGSize(width: contentWidth, height: rowHeights.reduce(0, +) + rowSpacings.reduce(0, +))
    }

    /// The widths of the columns for a proposed grid width.
    private static func columnWidths(_ model: GridModel, _ proposed: CGFloat?, _ spacing: CGFloat) -> [CGFloat] {
        let count = model.columnCount
        // One pass over the cells, row by row: every column's answer to an unspecified width, and
        // whether all its cells have one size for every proposal (fixed frames, stacks of them);
        // such a column gives every probe that answer, so only the other columns keep their cells.
        var idealWidths = [CGFloat](repeating: 0, count: count)
        var invariant = [Bool](repeating: true, count: count)
        for row in model.rows {
            for cell in row.cells ?? [] where cell.span == 1 && !cell.unsized.contains(.horizontal) {
                idealWidths[cell.column] = Swift.max(idealWidths[cell.column], cell.subview.sizeThatFits(ProposedViewSize(width: nil, height: nil)).width)
                if invariant[cell.column], !cell.subview.isProposalInvariant { invariant[cell.column] = false }
            }
        }
        var singles = [[GridModel.Cell]](repeating: [], count: count)
        if invariant.contains(false) {
            for row in model.rows {
                for cell in row.cells ?? [] where cell.span == 1 && !cell.unsized.contains(.horizontal) && !invariant[cell.column] {
                    singles[cell.column].append(cell)
                }
            }
        }
        func answer(_ column: Int, _ width: CGFloat?) -> CGFloat {
            guard let width, !invariant[column] else { return idealWidths[column] }
            return singles[column].reduce(0) { Swift.max($0, $1.subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).width) }
        }
        var widths = [CGFloat](repeating: 0, count: count)
        if let proposed {
            // Least flexible first, each offered an equal share of what remains (Docs/LayoutRules.md §4 steps 1, 3).
            var order: [(column: Int, minimum: CGFloat, flexibility: CGFloat)] = (0..<count).map {
                let minimum = answer($0, 0)
                return ($0, minimum, answer($0, .infinity) - minimum)
            }
            order.sort { a, b in
                if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
                if a.flexibility == .infinity, a.minimum != b.minimum { return a.minimum > b.minimum }
                return a.column < b.column
            }
            var available = proposed - spacing * CGFloat(Swift.max(count - 1, 0))
            for (position, entry) in order.enumerated() {
                let offer = Swift.max(available / CGFloat(count - position), 0)
                widths[entry.column] = answer(entry.column, offer)
                let next = available - widths[entry.column]
                if !next.isNaN { available = next }
            }
        } else {
            for column in 0..<count { widths[column] = answer(column, nil) }
        }
        // Cells spanning several columns widen them evenly when they need more.
        for row in model.rows {
            for cell in row.cells ?? [] where cell.span > 1 && !cell.unsized.contains(.horizontal) {
                let end = Swift.min(cell.column + cell.span, count)
                let covered = widths[cell.column..<end].reduce(0, +) + spacing * CGFloat(end - cell.column - 1)
                let wanted = cell.subview.sizeThatFits(ProposedViewSize(width: proposed == nil ? nil : covered, height: nil)).width
                if wanted > covered, wanted.isFinite {
                    let extra = (wanted - covered) / CGFloat(end - cell.column)
                    for column in cell.column..<end { widths[column] += extra }
                }
            }
        }
        return widths
    }

    /// The heights of the rows for a proposed grid height, like the children of a `VStack`.
    private func distributeRows(_ model: GridModel, _ proposed: CGFloat?, gridWidth: CGFloat) -> [CGFloat] {
        func measured(_ row: GridModel.Row, _ height: CGFloat?) -> CGFloat {
            guard let cells = row.cells else {
                if row.unsized.contains(.vertical) { return 0 }
                return row.subview.sizeThatFits(ProposedViewSize(width: gridWidth, height: height)).height
            }
            return cells.reduce(0) { tallest, cell in
                cell.unsized.contains(.vertical) ? tallest : Swift.max(tallest, cell.subview.sizeThatFits(ProposedViewSize(width: width(of: cell), height: height)).height)
            }
        }
        let rows = model.rows
        // As for columns: a row whose cells (or itself) have one size for every proposal is measured once.
        let invariant: [CGFloat?] = rows.map { row in
            (row.cells?.allSatisfy(\.subview.isProposalInvariant) ?? row.subview.isProposalInvariant) ? measured(row, nil) : nil
        }
        func answer(_ index: Int, _ height: CGFloat?) -> CGFloat {
            invariant[index] ?? measured(rows[index], height)
        }
        // Placement proposes each cell its row's height, not the offer the row was measured with;
        // a cell that answers more for that height (a text offered no height shows no line, but
        // offered a row a few points tall shows one) would spill out of its row. The row grows to
        // what its cells answer for its height, so the grid places its rows within the size it
        // reports (Docs/Differences.md, "Grid").
        func settled(_ index: Int, _ offer: CGFloat?) -> CGFloat {
            var height = answer(index, offer)
            guard invariant[index] == nil else { return height }
            for _ in 0..<4 {
                let again = answer(index, height)
                guard again > height, again.isFinite else { break }
                height = again
            }
            return height
        }
        guard let proposed else { return rows.indices.map { settled($0, nil) } }
        var heights = [CGFloat](repeating: 0, count: rows.count)
        var order: [(row: Int, minimum: CGFloat, flexibility: CGFloat)] = rows.indices.map {
            let minimum = answer($0, 0)
            return ($0, minimum, answer($0, .infinity) - minimum)
        }
        order.sort { a, b in
            if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
            if a.flexibility == .infinity, a.minimum != b.minimum { return a.minimum > b.minimum }
            return a.row < b.row
        }
        var available = proposed - rowSpacings.reduce(0, +)
        for (position, entry) in order.enumerated() {
            let offer = Swift.max(available / CGFloat(rows.count - position), 0)
            heights[entry.row] = settled(entry.row, offer)
            let next = available - heights[entry.row]
            if !next.isNaN { available = next }
        }
        return heights
    }
}
