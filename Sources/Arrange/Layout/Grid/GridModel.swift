/// A grid's rows, cells and columns, read once from its subviews.
struct GridModel {
    /// One cell of a `GridRow`.
    struct Cell {
        var subview: LayoutSubview
        /// The first column the cell occupies.
        var column: Int
        /// How many columns it spans (`gridCellColumns`).
        var span: Int
        /// The axes on which it doesn't influence the grid (`gridCellUnsizedAxes`).
        var unsized: Axis.Set
        /// Its anchor within the cell rectangle (`gridCellAnchor`), if any.
        var anchor: UnitPoint?
    }

    /// A row: a `GridRow` with cells, or any other view, which spans every column.
    struct Row {
        var subview: LayoutSubview
        /// The cells, or nil for a view that forms a full-width row by itself.
        var cells: [Cell]?
        /// The row's vertical alignment (`GridRow(alignment:)`), if set.
        var alignment: VerticalAlignment?
        /// For a full-width row, the axes on which it doesn't influence the grid.
        var unsized: Axis.Set
    }

    var rows: [Row] = []
    /// The number of columns: the largest sum of spans over the rows.
    var columnCount = 0
    /// Each column's alignment, set by `gridColumnAlignment` on any of its cells.
    var columnAlignments: [HorizontalAlignment?] = []

    init(_ subviews: LayoutSubviews) {
        // The engine's form: the checks of the proxies fold away in these loops.
        let subviews = subviews.unchecked
        for subview in subviews {
            guard let rowLayout = subview.gridRowLayout else {
                rows.append(Row(subview: subview, cells: nil, alignment: nil, unsized: subview[GridCellUnsizedAxesKey.self]))
                continue
            }
            var cells: [Cell] = []
            var column = 0
            for cell in LayoutSubviews(graph: subview.graph, container: subview.node) {
                let span = cell[GridCellColumnsKey.self]
                cells.append(Cell(subview: cell, column: column, span: span, unsized: cell[GridCellUnsizedAxesKey.self], anchor: cell[GridCellAnchorKey.self]))
                column += span
            }
            columnCount = Swift.max(columnCount, column)
            rows.append(Row(subview: subview, cells: cells, alignment: rowLayout.alignment, unsized: []))
        }
        columnAlignments = Array(repeating: nil, count: columnCount)
        for row in rows {
            for cell in row.cells ?? [] {
                if let alignment = cell.subview[GridColumnAlignmentKey.self] {
                    columnAlignments[cell.column] = alignment
                }
            }
        }
    }
}

extension LayoutSubview {
    /// The row layout of a `GridRow` subview, or nil for any other view.
    var gridRowLayout: GridRowLayout? {
        guard let storage = graph.layoutStorage(of: node) else { return nil }
        return (storage as? LayoutStorage<GridRowLayout>)?.layout
    }
}
