/// A grid that you can use in conditional layouts.
///
/// The layout behind `Grid`: rows of cells whose columns are as wide as their widest cell and
/// whose rows are as tall as their tallest cell; flexible cells share what remains (Docs/LayoutRules.md §10).
/// Use it with `AnyLayout`, or call it with a view builder of `GridRow`s.
public struct GridLayout: Layout {
    /// The alignment of subviews within their cells.
    public var alignment: Alignment
    /// The distance between adjacent columns, or nil for the default spacing.
    public var horizontalSpacing: CGFloat?
    /// The distance between adjacent rows, or nil for the default spacing.
    public var verticalSpacing: CGFloat?

    /// Creates a grid with the specified spacing and alignment.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The grid's cache: its rows and cells, found once per set of subviews and layout pass, and
    /// the last sizing.
    public struct Cache {
        var model: GridModel
        var lastSizing: (proposal: ProposedViewSize, sizing: GridSizing)?
        /// The generation of the graph whose subviews `model` holds. A relayout hands an unchanged
        /// grid its previous cache, whose subviews belong to the previous graph: the model is then
        /// found again (`current(_:subviews:)`) before anything reads it.
        var generation: UInt64
    }

    /// Finds the rows, cells and columns.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(model: GridModel(subviews), lastSizing: nil, generation: subviews.graph.generation)
    }

    /// Makes `cache` describe `subviews`' pass: a cache inherited from an earlier pass is made again.
    private func current(_ cache: inout Cache, subviews: Subviews) {
        if cache.generation != subviews.graph.generation { cache = makeCache(subviews: subviews) }
    }

    /// The width of its columns and spacing, and the height of its rows and spacing.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        current(&cache, subviews: subviews)
        return sizing(proposal, &cache).size
    }

    /// Places each row across the grid and each cell in its column, aligned within its cell.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        current(&cache, subviews: subviews)
        let sizing = placementSizing(bounds.size, proposal, &cache)
        let model = cache.model
        var columnX: [CGFloat] = []
        var x: CGFloat = 0
        for (index, width) in sizing.columnWidths.enumerated() {
            if index > 0 { x += sizing.columnSpacing }
            columnX.append(x)
            x += width
        }
        var y = bounds.minY
        for (index, row) in model.rows.enumerated() {
            y += sizing.rowSpacings[index]
            let height = sizing.rowHeights[index]
            let rowRect = CGRect(x: bounds.minX, y: y, width: sizing.size.width, height: height)
            let rowProposal = ProposedViewSize(rowRect.size)
            if let cells = row.cells {
                var placements: [(origin: CGPoint, proposal: ProposedViewSize)] = []
                let verticalGuide = row.alignment ?? alignment.vertical
                let line = baselineLine(cells, sizing, verticalGuide, height)
                for cell in cells {
                    let width = sizing.width(of: cell)
                    let cellProposal = ProposedViewSize(width: width, height: height)
                    let rect = CGRect(x: columnX[cell.column], y: 0, width: width, height: height)
                    let dimensions = cell.subview.dimensions(in: cellProposal)
                    var origin: CGPoint
                    if let anchor = cell.anchor {
                        origin = CGPoint(x: rect.minX + anchor.x * (rect.width - dimensions.width), y: anchor.y * (rect.height - dimensions.height))
                    } else {
                        let horizontal = model.columnAlignments[cell.column] ?? alignment.horizontal
                        let frame = ViewDimensions(size: rect.size, source: nil)
                        origin = CGPoint(x: rect.minX + frame[horizontal] - dimensions[horizontal], y: frame[verticalGuide] - dimensions[verticalGuide])
                        if let line { origin.y = line - dimensions[verticalGuide] }
                    }
                    placements.append((origin, cellProposal))
                }
                subviews.graph.gridCellPlacements[row.subview.node] = placements
                subviews.graph.gridRowSizes[row.subview.node] = rowRect.size
                row.subview.place(at: rowRect.origin, anchor: .topLeading, proposal: rowProposal)
            } else {
                let dimensions = row.subview.dimensions(in: rowProposal)
                let frame = ViewDimensions(size: rowRect.size, source: nil)
                row.subview.place(
                    at: CGPoint(
                        x: rowRect.minX + frame[alignment.horizontal] - dimensions[alignment.horizontal],
                        y: rowRect.minY + frame[alignment.vertical] - dimensions[alignment.vertical]),
                    anchor: .topLeading,
                    proposal: rowProposal)
            }
            y += height
        }
    }

    /// For a text-baseline or custom row alignment, the line the cells' guides meet on: the largest
    /// guide value, as in an `HStack` (Docs/LayoutRules.md §4 step 4); nil for the edge and centre guides, which
    /// align each cell within its cell rectangle.
    private func baselineLine(_ cells: [GridModel.Cell], _ sizing: GridSizing, _ guide: VerticalAlignment, _ height: CGFloat) -> CGFloat? {
        guard guide.key.combineRule != nil else { return nil }
        var line: CGFloat?
        for cell in cells where cell.anchor == nil {
            let value = cell.subview.dimensions(in: ProposedViewSize(width: sizing.width(of: cell), height: height))[guide]
            line = Swift.max(line ?? value, value)
        }
        return line
    }

    /// The columns and rows to place in `size`: those sized for `proposal` ("the size proposal
    /// from which the bounds were derived", Apple's `Layout.placeSubviews` documentation) when
    /// that sizing answered `size`, so the grid places its rows within the size it reported for
    /// that proposal; otherwise (bounds not derived from `proposal`) those sized for `size`.
    private func placementSizing(_ size: CGSize, _ proposal: ProposedViewSize, _ cache: inout Cache) -> GridSizing {
        let proposed = sizing(proposal, &cache)
        if abs(proposed.size.width - size.width) < 0.001, abs(proposed.size.height - size.height) < 0.001 {
            return proposed
        }
        return sizing(ProposedViewSize(size), &cache)
    }

    /// The sizing for `proposal`, from the cache when the last sizing was for the same proposal.
    private func sizing(_ proposal: ProposedViewSize, _ cache: inout Cache) -> GridSizing {
        if let last = cache.lastSizing, last.proposal == proposal { return last.sizing }
        let sizing = GridSizing(model: cache.model, proposal: proposal, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        cache.lastSizing = (proposal, sizing)
        return sizing
    }
}

extension GridLayout: BuiltinLayout {
    static var isUnaryModifier: Bool { false }
}

/// Marks layouts whose direct content turns `GridRow`s into rows.
protocol GridContainerLayout {}

extension GridLayout: GridContainerLayout {}

extension Layout {
    /// Whether this layout (or the layout an `AnyLayout` wraps) is a grid.
    var isGrid: Bool {
        if self is GridContainerLayout { return true }
        if let erased = self as? AnyLayout { return erased.base.isGrid }
        return false
    }
}
