import Foundation

/// TrueType outlines, read from the `glyf` and `loca` tables.
///
/// Reads "loca — Index to Location" (short offsets ×2 when `head.indexToLocFormat` is 0, long offsets
/// when 1) and "glyf — Glyph Data": simple glyphs (end points, instructions skipped, flags with
/// REPEAT_FLAG, delta-encoded x and y coordinates) and composite glyphs (component flags, glyph index,
/// byte or word arguments as offsets or as matched point numbers, and a scale, x/y scale or 2×2
/// transform). Components nest at most ``maximumDepth`` deep, which also stops cyclic composites.
struct GlyphDataTable {
    /// How deeply composite glyphs may nest before the glyph is rejected as cyclic.
    static let maximumDepth = 16
    /// The most points one glyph, with all its components, may have.
    static let maximumPoints = 65_535
    /// The most glyph descriptions one outline may visit, so wide, deep composite trees cannot hang.
    static let maximumComponents = 4_096

    /// One outline point in font units.
    private struct Point {
        /// The horizontal coordinate.
        var x: Double
        /// The vertical coordinate, y up.
        var y: Double
        /// Whether the point is on the curve (flag bit 0, ON_CURVE_POINT) or a quadratic control point.
        var onCurve: Bool
    }

    /// The `glyf` table.
    private let glyf: FontDataReader
    /// The byte range of each glyph in `glyf`, from `loca` (count = glyphs + 1).
    private let offsets: [Int]

    /// Reads `loca` for `glyphCount` glyphs.
    ///
    /// - Throws: ``FontError`` when `loca` is too short or an offset decreases or points past `glyf`.
    init(glyf: FontDataReader, loca: FontDataReader, glyphCount: Int, longOffsets: Bool) throws {
        let size = longOffsets ? 4 : 2
        try loca.checkArray(0, count: glyphCount + 1, size: size)
        var offsets: [Int] = []
        offsets.reserveCapacity(glyphCount + 1)
        for i in 0...glyphCount {
            let offset = longOffsets ? try loca.u32(4 * i) : try loca.u16(2 * i) * 2
            offsets.append(offset)
        }
        self.glyf = glyf
        self.offsets = offsets
    }

    /// Returns the outline of `glyph`.
    ///
    /// - Throws: ``FontError`` for a glyph out of range, malformed glyph data, or composites nested
    ///   deeper than ``maximumDepth`` (cycles).
    func outline(of glyph: Int) throws -> GlyphOutline {
        var budget = Self.maximumComponents
        let contours = try self.contours(of: glyph, depth: 0, budget: &budget)
        return GlyphOutline(elements: Self.elements(of: contours))
    }

    /// Returns the contours of `glyph`, components resolved and transformed.
    private func contours(of glyph: Int, depth: Int, budget: inout Int) throws -> [[Point]] {
        budget -= 1
        guard budget >= 0 else {
            throw glyf.error("composite glyph visits more than \(Self.maximumComponents) components")
        }
        guard depth <= Self.maximumDepth else {
            throw glyf.error("composite glyphs nest deeper than \(Self.maximumDepth) (cyclic?)")
        }
        guard glyph >= 0, glyph + 1 < offsets.count else {
            throw glyf.error("glyph \(glyph) out of range")
        }
        let start = offsets[glyph], end = offsets[glyph + 1]
        guard end > start else { return [] }  // An empty glyph, or a decreasing loca entry.
        let data = try glyf.sub(start, end - start)
        let contourCount = try data.i16(0)
        if contourCount >= 0 {
            return try simpleContours(data, count: contourCount)
        }
        return try compositeContours(data, depth: depth, budget: &budget)
    }

    /// Decodes a simple glyph ("Simple Glyph Description").
    private func simpleContours(_ data: FontDataReader, count: Int) throws -> [[Point]] {
        guard count > 0 else { return [] }
        try data.checkArray(10, count: count, size: 2)
        var ends: [Int] = []
        var previous = -1
        for i in 0..<count {
            let end = try data.u16(10 + 2 * i)
            guard end > previous else { throw data.error("contour end points are not increasing") }
            ends.append(end)
            previous = end
        }
        let pointCount = previous + 1
        let instructionLength = try data.u16(10 + 2 * count)
        var cursor = 12 + 2 * count + instructionLength
        // Each point needs at least one flag byte, so the flags cannot outnumber the remaining bytes.
        try data.checkArray(cursor, count: 1, size: 0)
        guard pointCount <= data.count - cursor else {
            throw data.error("\(pointCount) points need more than the \(data.count - cursor) bytes left")
        }
        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let flag = UInt8(try data.u8(cursor))
            cursor += 1
            var repeats = 1
            if flag & 0x08 != 0 {
                repeats += try data.u8(cursor)
                cursor += 1
            }
            for _ in 0..<min(repeats, pointCount - flags.count) { flags.append(flag) }
        }
        var xs = [Int](repeating: 0, count: pointCount)
        var ys = [Int](repeating: 0, count: pointCount)
        var value = 0
        for i in 0..<pointCount {  // X_SHORT_VECTOR 0x02, X_IS_SAME_OR_POSITIVE 0x10.
            let flag = flags[i]
            if flag & 0x02 != 0 {
                let delta = try data.u8(cursor); cursor += 1
                value += flag & 0x10 != 0 ? delta : -delta
            } else if flag & 0x10 == 0 {
                value += try data.i16(cursor); cursor += 2
            }
            xs[i] = value
        }
        value = 0
        for i in 0..<pointCount {  // Y_SHORT_VECTOR 0x04, Y_IS_SAME_OR_POSITIVE 0x20.
            let flag = flags[i]
            if flag & 0x04 != 0 {
                let delta = try data.u8(cursor); cursor += 1
                value += flag & 0x20 != 0 ? delta : -delta
            } else if flag & 0x20 == 0 {
                value += try data.i16(cursor); cursor += 2
            }
            ys[i] = value
        }
        var contours: [[Point]] = []
        var first = 0
        for end in ends {
            contours.append((first...end).map { Point(x: Double(xs[$0]), y: Double(ys[$0]), onCurve: flags[$0] & 1 != 0) })
            first = end + 1
        }
        return contours
    }

    /// Decodes a composite glyph ("Composite Glyph Description"), resolving each component.
    private func compositeContours(_ data: FontDataReader, depth: Int, budget: inout Int) throws -> [[Point]] {
        var result: [[Point]] = []
        var parentPoints: [Point] = []   // `result` flattened, for point matching.
        var cursor = 10
        var more = true
        while more {
            let flags = try data.u16(cursor)
            let component = try data.u16(cursor + 2)
            cursor += 4
            let words = flags & 0x0001 != 0            // ARG_1_AND_2_ARE_WORDS
            let xyValues = flags & 0x0002 != 0         // ARGS_ARE_XY_VALUES
            let arg1: Int, arg2: Int
            if words {
                arg1 = xyValues ? try data.i16(cursor) : try data.u16(cursor)
                arg2 = xyValues ? try data.i16(cursor + 2) : try data.u16(cursor + 2)
                cursor += 4
            } else {
                let a = try data.u8(cursor), b = try data.u8(cursor + 1)
                arg1 = xyValues ? Int(Int8(truncatingIfNeeded: a)) : a
                arg2 = xyValues ? Int(Int8(truncatingIfNeeded: b)) : b
                cursor += 2
            }
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            func f2dot14(_ offset: Int) throws -> Double { Double(try data.i16(offset)) / 16384 }
            if flags & 0x0008 != 0 {                   // WE_HAVE_A_SCALE
                a = try f2dot14(cursor); d = a; cursor += 2
            } else if flags & 0x0040 != 0 {            // WE_HAVE_AN_X_AND_Y_SCALE
                a = try f2dot14(cursor); d = try f2dot14(cursor + 2); cursor += 4
            } else if flags & 0x0080 != 0 {            // WE_HAVE_A_TWO_BY_TWO
                a = try f2dot14(cursor); b = try f2dot14(cursor + 2)
                c = try f2dot14(cursor + 4); d = try f2dot14(cursor + 6); cursor += 8
            }
            more = flags & 0x0020 != 0                 // MORE_COMPONENTS
            var child = try contours(of: component, depth: depth + 1, budget: &budget)
            for i in child.indices {
                for j in child[i].indices {
                    let p = child[i][j]
                    child[i][j] = Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y, onCurve: p.onCurve)
                }
            }
            var dx: Double, dy: Double
            if xyValues {
                dx = Double(arg1); dy = Double(arg2)
                if flags & 0x0800 != 0 {               // SCALED_COMPONENT_OFFSET
                    (dx, dy) = (a * dx + c * dy, b * dx + d * dy)
                }
            } else {
                // Point matching: move the child so its point arg2 lands on the parent's point arg1.
                let childPoint = child.lazy.joined().dropFirst(arg2).first
                guard arg1 < parentPoints.count, let childPoint else {
                    throw data.error("component point \(arg1)/\(arg2) out of range")
                }
                dx = parentPoints[arg1].x - childPoint.x
                dy = parentPoints[arg1].y - childPoint.y
            }
            for i in child.indices {
                for j in child[i].indices {
                    child[i][j].x += dx
                    child[i][j].y += dy
                }
            }
            result += child
            for contour in child { parentPoints += contour }
            guard parentPoints.count <= Self.maximumPoints else {
                throw data.error("composite glyph has more than \(Self.maximumPoints) points")
            }
        }
        return result
    }

    /// Converts quadratic TrueType contours to path elements ("glyf", §Simple Glyph Description: two
    /// consecutive off-curve points imply an on-curve point midway between them).
    private static func elements(of contours: [[Point]]) -> [GlyphOutline.Element] {
        var elements: [GlyphOutline.Element] = []
        for contour in contours where !contour.isEmpty {
            let n = contour.count
            func point(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }
            func mid(_ p: Point, _ q: Point) -> CGPoint { CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2) }
            // Start at the first on-curve point; if there is none, at the midpoint of the last and first.
            let firstOn = contour.firstIndex(where: \.onCurve)
            let start: CGPoint
            let order: [Point]
            if let firstOn {
                start = point(contour[firstOn])
                order = Array(contour[(firstOn + 1)...] + contour[..<firstOn])
            } else {
                start = mid(contour[n - 1], contour[0])
                order = contour
            }
            elements.append(.move(start))
            var control: CGPoint? = nil
            for p in order {
                if p.onCurve {
                    if let c = control { elements.append(.quad(c, point(p))) } else { elements.append(.line(point(p))) }
                    control = nil
                } else {
                    if let c = control {
                        let m = CGPoint(x: (c.x + p.x) / 2, y: (c.y + p.y) / 2)
                        elements.append(.quad(c, m))
                    }
                    control = point(p)
                }
            }
            if let c = control {
                elements.append(.quad(c, start))
            }
            elements.append(.close)
        }
        return elements
    }
}
