/// The algorithm `ArrangeLazyVGridLayout` and `ArrangeLazyHGridLayout` share, with the axes as parameters.
///
/// The grid's items define tracks across its growth axis (`LazyGridTracks`); its elements fill
/// them line by line (row by row in a `LazyVGrid`, column by column in a `LazyHGrid`). Each cell
/// is proposed its track's length across and an unspecified length along the growth axis; a line
/// is as long as its longest cell, with `spacing` (8 by default) between lines. The grid is as
/// wide as its tracks and spacing (the columns' total) and as long as its lines.
///
/// Sizing resolves the tracks for the proposed length; placement resolves them again for the
/// grid's own length, as SwiftUI does (so columns that overflow in the first pass are recomputed
/// from the wider grid, mo4tech "Predict LazyVGrid layout").
struct LazyGridAlgorithm {
    /// The growth axis: vertical for `LazyVGrid`.
    let axis: Axis
    /// The guide for aligning cells across the growth axis when their item gives no alignment.
    let alignment: AlignmentKey
    /// The distance between lines, or nil for the default 8.
    let spacing: CGFloat?

    /// The alignment of cells in `track`: the item's, or the grid's across and centred along.
    private func cellAlignment(_ track: LazyGridTracks.Track) -> (across: AlignmentKey, along: AlignmentKey) {
        if let given = track.alignment {
            return axis == .vertical ? (given.horizontal.key, given.vertical.key) : (given.vertical.key, given.horizontal.key)
        }
        return (alignment, axis == .vertical ? VerticalAlignment.center.key : HorizontalAlignment.center.key)
    }

    /// What the cell in `track` is proposed: the track's length across, nil along.
    private func cellProposal(_ track: LazyGridTracks.Track) -> ProposedViewSize {
        ProposedViewSize(axis, major: nil, minor: track.length)
    }

    /// The number of lines for `count` elements in `columns` tracks.
    private func lineCount(_ count: Int, _ columns: Int) -> Int {
        columns == 0 ? 0 : (count + columns - 1) / columns
    }

    /// Measures the lines (the first viewport's worth when lazy).
    func lines(_ tracks: LazyGridTracks, _ elements: LazyElements) -> LazyLines {
        let columns = tracks.tracks.count
        let lineSpacing = spacing ?? LazyGridTracks.defaultSpacing
        return LazyLines(count: lineCount(elements.count, columns), limit: elements.measuredLength(along: axis)) { line in
            var longest: CGFloat = 0
            for (column, track) in tracks.tracks.enumerated() {
                let index = line * columns + column
                guard index < elements.count else { break }
                longest = Swift.max(longest, elements[index].sizeThatFits(cellProposal(track))[axis])
            }
            return longest
        } gap: { _ in lineSpacing } fallbackGap: { lineSpacing }
    }

    /// The grid's size: its tracks' total across, its lines' total (estimated beyond what was
    /// measured) along.
    func sizeThatFits(_ proposal: ProposedViewSize, _ items: [GridItem], _ elements: LazyElements) -> CGSize {
        let tracks = LazyGridTracks(items, length: proposal[axis.other])
        return CGSize(axis, major: lines(tracks, elements).total, minor: tracks.total)
    }

    /// Places the visible lines' cells, each aligned in its cell; built elements that aren't
    /// visible are left out of the layout.
    func place(in bounds: CGRect, _ items: [GridItem], _ elements: LazyElements) {
        let tracks = LazyGridTracks(items, length: bounds.size[axis.other])
        let lines = lines(tracks, elements)
        let columns = tracks.tracks.count
        let visible = elements.visibleRange(in: bounds, along: axis)
        let upper = visible?.upper ?? .infinity
        var line = visible.map { lines.firstLine(endingAfter: $0.lower) } ?? 0
        var position = lines.offset(of: line)
        var placed = Set<Int32>()
        let cross = axis.other
        while line < lines.count, position < upper {
            var longest: CGFloat = 0
            var cells: [(LayoutSubview, LazyGridTracks.Track, CGSize)] = []
            for (column, track) in tracks.tracks.enumerated() {
                let index = line * columns + column
                guard index < elements.count else { break }
                let subview = elements[index]
                let size = subview.sizeThatFits(cellProposal(track))
                longest = Swift.max(longest, size[axis])
                cells.append((subview, track, size))
            }
            // Read after the line's elements are built: a lazily built element that may have
            // explicit guides flags its container only when it joins it.
            let useExplicit = elements.subviews.mayHaveExplicitGuides
            for (subview, track, size) in cells {
                let cell = CGSize(axis, major: longest, minor: track.length)
                let (across, along) = cellAlignment(track)
                let dimensions = useExplicit ? subview.dimensions(in: cellProposal(track)) : ViewDimensions(size: size, source: nil)
                let cellDimensions = ViewDimensions(size: cell, source: nil)
                let acrossOffset = across.defaultValue(in: cellDimensions) - dimensions[across]
                let alongOffset = along.defaultValue(in: cellDimensions) - dimensions[along]
                let point = CGPoint(axis, major: bounds.origin[axis] + position + alongOffset, minor: bounds.origin[cross] + track.offset + acrossOffset)
                subview.place(at: point, anchor: .topLeading, proposal: cellProposal(track))
                placed.insert(subview.slot)
            }
            position += longest + (spacing ?? LazyGridTracks.defaultSpacing)
            line += 1
        }
        elements.excludeUnplaced(placed)
    }
}
