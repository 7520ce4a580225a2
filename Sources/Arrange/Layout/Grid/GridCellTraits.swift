/// The number of columns a grid cell spans (`gridCellColumns(_:)`).
struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

/// A column alignment set on one of the column's cells (`gridColumnAlignment(_:)`).
struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

/// A unit point that overrides the cell's alignment (`gridCellAnchor(_:)`).
struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

/// The axes along which the cell doesn't influence the grid's sizes (`gridCellUnsizedAxes(_:)`).
struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: Swift.max(count, 1))
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell: the anchor point of
    /// the view is put on the same unit point of the cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes: the cell takes the
    /// size the other cells of its column (row) define and doesn't influence it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
