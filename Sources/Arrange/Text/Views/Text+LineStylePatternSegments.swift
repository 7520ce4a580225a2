import Foundation

extension Text.LineStyle.Pattern {
    /// The pattern's on and off lengths, alternating from an "on", in multiples of the line's
    /// thickness; nil for a solid line. Apple documents the patterns' names only (NSUnderlineStyle
    /// `patternDot`, `patternDash`, `patternDashDot`, `patternDashDotDot`); the lengths are
    /// Arrange's (Docs/Differences.md, "Text decoration patterns"): a dot is as long as the line is
    /// thick, a dash four times, and every gap twice (a dot's gap once).
    var lengthsInThicknesses: [CGFloat]? {
        switch name {
        case "dot": return [1, 1]
        case "dash": return [4, 2]
        case "dashDot": return [4, 2, 1, 2]
        case "dashDotDot": return [4, 2, 1, 2, 1, 2]
        default: return nil
        }
    }

    /// The most pieces one line is cut into; a longer line is drawn solid (a guard against a
    /// hair-thin line over an enormous width).
    static let maximumSegments = 10_000

    /// The stretches `(x, width)` the pattern draws of a line from `minX`, `width` long and
    /// `thickness` thick, starting with an "on" at `minX`; the last is cut at the line's end. A
    /// solid pattern, a non-positive or non-finite thickness or width, or more than
    /// ``maximumSegments`` pieces give the whole line.
    func segments(from minX: CGFloat, width: CGFloat, thickness: CGFloat) -> [(x: CGFloat, width: CGFloat)] {
        guard let lengths = lengthsInThicknesses, thickness > 0, thickness.isFinite, width > 0, width.isFinite else {
            return [(minX, width)]
        }
        let period = lengths.reduce(0, +) * thickness
        guard width / period * CGFloat(lengths.count) / 2 <= CGFloat(Self.maximumSegments) else { return [(minX, width)] }
        var pieces: [(x: CGFloat, width: CGFloat)] = []
        var x: CGFloat = 0, index = 0
        while x < width {
            let length = lengths[index % lengths.count] * thickness
            if index % 2 == 0 { pieces.append((minX + x, Swift.min(length, width - x))) }
            x += length
            index += 1
        }
        return pieces
    }
}
