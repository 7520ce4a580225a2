/// Where a grid put one of its `GridRow`s in a pass: the row's size and, for each cell, its
/// origin relative to the row and the proposal it is placed with. The grid leaves it in the row's
/// cache (`GridRowLayout.Cache`), and the row places its cells by it.
struct GridRowPlacement {
    /// One cell's place in the row.
    struct Cell {
        /// The cell's origin, relative to the row's.
        var origin: CGPoint
        /// The proposal the cell is placed with: its column's width and the row's height.
        var proposal: ProposedViewSize
    }

    /// The generation of the graph whose pass placed the row.
    var generation: UInt64
    /// The row's size: the grid's width and the row's height.
    var size: CGSize
    /// The cells, in the order of the row's subviews.
    var cells: [Cell]
}
