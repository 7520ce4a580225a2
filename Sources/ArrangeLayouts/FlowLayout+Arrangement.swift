#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

extension FlowLayout {
    /// The lines a ``FlowLayout`` breaks its subviews into for one line width.
    struct Arrangement {
        /// The line width wrapped at: the proposed width, or infinity for nil.
        var width: CGFloat
        /// The parameters the lines were computed with (the cache outlives a change of them).
        var spacing: CGFloat?
        var lineSpacing: CGFloat?
        var itemAlignment: VerticalAlignment
        /// The lines, top to bottom, with their vertical positions.
        var lines: [Line]
        /// Measurements of the subviews wider than `width`, proposed `(width, nil)`.
        var narrowed: [Int: Item]
        /// The widest line's width by the height of all lines and the spacing between them.
        var size: CGSize

        /// Whether subview `index` is wider than a line, so proposed the line width.
        func isNarrowed(_ index: Int, cache: Cache) -> Bool {
            cache.ideals[index].size.width > width
        }

        /// Subview `index`'s measurement in this arrangement.
        func item(_ index: Int, cache: Cache) -> Item {
            isNarrowed(index, cache: cache) ? narrowed[index]! : cache.ideals[index]
        }

        /// The proposal subview `index` was measured with (and is placed with).
        func proposal(for index: Int, cache: Cache) -> ProposedViewSize {
            isNarrowed(index, cache: cache) ? ProposedViewSize(width: width, height: nil) : .unspecified
        }
    }

    /// One line of a flow: a run of consecutive subviews.
    struct Line {
        /// The subviews on the line.
        var range: Range<Int>
        /// The items' widths plus the spacing between them.
        var width: CGFloat
        /// The largest distance from the top of an item to its alignment guide.
        var ascent: CGFloat
        /// The largest distance from an item's alignment guide to its bottom.
        var descent: CGFloat
        /// The line's top edge, from the top of the layout.
        var top: CGFloat = 0

        var height: CGFloat { ascent + descent }
    }

    /// The arrangement for a proposed width, from the cache when the last one was for the same
    /// width and parameters.
    func arrangement(forWidth proposed: CGFloat?, subviews: Subviews, cache: inout Cache) -> Arrangement {
        let width = max(0, proposed ?? .infinity)
        if let last = cache.last, last.width == width, last.spacing == spacing,
           last.lineSpacing == lineSpacing, last.itemAlignment == itemAlignment {
            return last
        }
        if cache.guideAlignment != itemAlignment {
            cache.remeasureGuides(subviews, on: itemAlignment)
        }
        var (lines, narrowed) = breakLines(width: width, subviews: subviews, cache: cache)
        var y: CGFloat = 0
        var widest: CGFloat = 0
        for number in lines.indices {
            if number > 0 {
                y += lineSpacing ?? preferredDistance(from: lines[number - 1], to: lines[number], cache: cache)
            }
            lines[number].top = y
            y += lines[number].height
            widest = max(widest, lines[number].width)
        }
        let result = Arrangement(width: width, spacing: spacing, lineSpacing: lineSpacing,
                                 itemAlignment: itemAlignment, lines: lines, narrowed: narrowed,
                                 size: CGSize(width: widest, height: y))
        cache.last = result
        return result
    }

    /// Greedy line breaking: an item joins the current line when the line, plus the spacing and
    /// the item, stays within `width`; otherwise it starts a new line. The first item of a line
    /// always stays on it.
    private func breakLines(width: CGFloat, subviews: Subviews, cache: Cache) -> ([Line], [Int: Item]) {
        var lines: [Line] = []
        var narrowed: [Int: Item] = [:]
        var line = Line(range: 0..<0, width: 0, ascent: 0, descent: 0)
        for index in cache.ideals.indices {
            var item = cache.ideals[index]
            if item.size.width > width {
                let dimensions = subviews[index].dimensions(in: ProposedViewSize(width: width, height: nil))
                item = Item(size: CGSize(width: dimensions.width, height: dimensions.height),
                            guide: dimensions[itemAlignment])
                narrowed[index] = item
            }
            let advance = (spacing ?? cache.gaps[index]) + item.size.width
            if !line.range.isEmpty && line.width + advance > width {
                lines.append(line)
                line = Line(range: index..<index, width: 0, ascent: 0, descent: 0)
            }
            if line.range.isEmpty {
                line = Line(range: index..<(index + 1), width: item.size.width,
                            ascent: item.guide, descent: item.size.height - item.guide)
            } else {
                line.range = line.range.lowerBound..<(index + 1)
                line.width += advance
                line.ascent = max(line.ascent, item.guide)
                line.descent = max(line.descent, item.size.height - item.guide)
            }
        }
        if !line.range.isEmpty { lines.append(line) }
        return (lines, narrowed)
    }

    /// The vertical distance the items of two adjacent lines prefer: the union of the upper line's
    /// bottom-edge preferences to the union of the lower line's top-edge preferences.
    private func preferredDistance(from upper: Line, to lower: Line, cache: Cache) -> CGFloat {
        func union(_ range: Range<Int>, _ edges: Edge.Set) -> ViewSpacing {
            var union = ViewSpacing()
            for index in range {
                union.formUnion(cache.spacings[index], edges: edges)
            }
            return union
        }
        return union(upper.range, .bottom).distance(to: union(lower.range, .top), along: .vertical)
    }
}
