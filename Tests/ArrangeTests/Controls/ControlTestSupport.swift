@testable import Arrange

// Controls are measured with box metrics at 10 pt (a character 5 pt wide, a line 10 pt tall)
// unless a control sets its own font, so expected sizes are arithmetic on the stated figures.

/// `view` at 10 pt box metrics, laid out proposed `width` × `height`.
func controlSnapshot<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) -> LayoutSnapshot {
    boxSnapshot(view.font(.system(size: 10)), ProposedViewSize(width: width, height: height))
}

/// The smallest rectangle holding every point of `path` (control points included).
func bounds(of path: Path) -> CGRect {
    var points: [CGPoint] = []
    for element in path.elements {
        switch element {
        case .move(let to), .line(let to): points.append(to)
        case .quadCurve(let to, let control): points += [to, control]
        case .curve(let to, let control1, let control2): points += [to, control1, control2]
        case .closeSubpath: break
        }
    }
    guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
          let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

/// The fills of a display list: bounds and colour, in paint order.
func fills(_ list: DisplayList) -> [(rect: CGRect, color: DisplayList.RGBA)] {
    list.items.compactMap { item in
        if case .fill(let path, let color, _) = item.content { return (bounds(of: path), color) }
        return nil
    }
}

/// The glyph runs of a display list: text and colour, in paint order.
func texts(_ list: DisplayList) -> [(string: String, color: DisplayList.RGBA, origin: CGPoint)] {
    list.items.compactMap { item in
        if case .glyphs(let run) = item.content { return (run.string, run.color, run.origin) }
        return nil
    }
}
