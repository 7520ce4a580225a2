import Foundation

/// Runs a Type 2 charstring and records the path it draws.
///
/// Implements Adobe Technical Note #5177 ("The Type 2 Charstring Format"): operand encoding (§3.2),
/// path construction operators (§4.1: the moveto, lineto, curveto families, `rcurveline`,
/// `rlinecurve`, the four flex operators), hint operators skipped with the stem count tracked so
/// `hintmask`/`cntrmask` skip the right number of mask bytes (§4.3), arithmetic, storage and
/// conditional operators (§4.4–4.6), and subroutine calls (§4.7) with the spec's bias and nesting
/// limit of 10. The optional leading advance width is consumed and ignored (advances come from
/// `hmtx`). `endchar` with accent (seac) arguments only ends the glyph. A step budget bounds the work
/// of one glyph however its subroutines call each other.
struct Type2CharstringInterpreter {
    /// The subroutine nesting limit (§4.7, "Subroutine nesting depth limit: 10").
    static let maximumDepth = 10
    /// The argument stack limit, as for CFF2 (Type 2 itself allows 48).
    static let maximumStack = 513
    /// The most bytes one glyph may execute, across all subroutine calls.
    static let maximumSteps = 200_000

    /// The Global Subr INDEX.
    private let globalSubrs: CompactFontIndex
    /// The Private DICT's Subrs INDEX, if any.
    private let localSubrs: CompactFontIndex?
    /// The recorded path.
    private(set) var elements: [GlyphOutline.Element] = []

    /// The argument stack.
    var stack: [Double] = []
    /// The transient array of `put`/`get` (§4.5; 32 elements).
    var transient = [Double](repeating: 0, count: 32)
    /// The current point.
    var x = 0.0, y = 0.0
    /// Whether a contour is open (its `move` emitted, it has been drawn to).
    private var contourOpen = false
    /// Whether the leading width has been consumed (or found absent).
    private var widthDone = false
    /// The number of stem hints declared so far, for the length of hint masks.
    private var stemCount = 0
    /// Whether `endchar` has run.
    private var ended = false
    /// Bytes executed so far.
    private var steps = 0

    /// Creates an interpreter for one glyph.
    init(globalSubrs: CompactFontIndex, localSubrs: CompactFontIndex?) {
        self.globalSubrs = globalSubrs
        self.localSubrs = localSubrs
    }

    /// Runs `charString` to its `endchar` (or its end) and closes the last contour.
    ///
    /// - Throws: ``FontError`` for a stack underflow or overflow, a bad subroutine number, nesting past
    ///   the limit, a truncated operand, or more than ``maximumSteps`` bytes executed.
    mutating func run(_ charString: FontDataReader) throws {
        try execute(charString, depth: 0)
        closeContour()
    }

    /// The subroutine number bias for an INDEX of `count` subroutines (§4.7).
    private static func bias(_ count: Int) -> Int {
        count < 1240 ? 107 : count < 33900 ? 1131 : 32768
    }

    /// Executes one charstring or subroutine; returns at `return`, `endchar` or the end of the data.
    private mutating func execute(_ code: FontDataReader, depth: Int) throws {
        guard depth <= Self.maximumDepth else { throw code.error("subroutines nest deeper than \(Self.maximumDepth)") }
        var cursor = 0
        while cursor < code.count, !ended {
            steps += 1
            guard steps <= Self.maximumSteps else { throw code.error("charstring runs longer than \(Self.maximumSteps) steps") }
            let b0 = try code.u8(cursor)
            cursor += 1
            switch b0 {
            case 32...246:
                try push(Double(b0 - 139), code)
            case 247...250:
                try push(Double((b0 - 247) * 256 + (try code.u8(cursor)) + 108), code); cursor += 1
            case 251...254:
                try push(Double(-(b0 - 251) * 256 - (try code.u8(cursor)) - 108), code); cursor += 1
            case 28:
                try push(Double(try code.i16(cursor)), code); cursor += 2
            case 255:
                try push(Double(try code.i32(cursor)) / 65536, code); cursor += 4
            case 10, 29:
                let subrs = b0 == 10 ? localSubrs : globalSubrs
                guard let subrs else { throw code.error("callsubr without local Subrs") }
                let number = Self.integer(try pop(code)) + Self.bias(subrs.count)
                try execute(subrs.object(number), depth: depth + 1)
            case 11:
                return
            case 19, 20:
                consumeWidth(odd: true)
                stemCount += stack.count / 2
                stack.removeAll()
                cursor += (stemCount + 7) / 8
            case 12:
                let b1 = try code.u8(cursor)
                cursor += 1
                try escape(b1, code)
            default:
                try pathOrHint(b0, code)
            }
        }
    }

    /// Pushes an operand.
    mutating func push(_ value: Double, _ code: FontDataReader) throws {
        guard stack.count < Self.maximumStack else { throw code.error("charstring argument stack overflow") }
        stack.append(value)
    }

    /// Pops an operand.
    mutating func pop(_ code: FontDataReader) throws -> Double {
        guard let value = stack.popLast() else { throw code.error("charstring argument stack underflow") }
        return value
    }

    /// Drops the leading advance width on the first stack-clearing operator when the operand count
    /// shows one is present (§3.1, "Charstring Organization").
    ///
    /// - Parameters:
    ///   - odd: For stem and mask operators: a width is present when the count is odd.
    ///   - expected: For the others: a width is present when the count exceeds this.
    mutating func consumeWidth(odd: Bool = false, expected: Int = 0) {
        guard !widthDone else { return }
        widthDone = true
        if odd ? stack.count % 2 == 1 : stack.count > expected {
            stack.removeFirst()
        }
    }

    /// Closes the open contour, if any.
    mutating func closeContour() {
        if contourOpen { elements.append(.close) }
        contourOpen = false
    }

    /// Starts a new contour at the current point moved by (dx, dy); the `move` is emitted lazily.
    private mutating func moveTo(_ dx: Double, _ dy: Double) {
        closeContour()
        x += dx; y += dy
    }

    /// Emits the `move` of the current contour before its first drawing element.
    mutating func beginDrawing() {
        if !contourOpen {
            elements.append(.move(CGPoint(x: x, y: y)))
            contourOpen = true
        }
    }

    /// Draws a line to the current point moved by (dx, dy).
    mutating func lineTo(_ dx: Double, _ dy: Double) {
        beginDrawing()
        x += dx; y += dy
        elements.append(.line(CGPoint(x: x, y: y)))
    }

    /// Draws a cubic curve given its three relative control vectors.
    mutating func curveTo(_ dxa: Double, _ dya: Double, _ dxb: Double, _ dyb: Double, _ dxc: Double, _ dyc: Double) {
        beginDrawing()
        let c1 = CGPoint(x: x + dxa, y: y + dya)
        let c2 = CGPoint(x: c1.x + dxb, y: c1.y + dyb)
        x = c2.x + dxc; y = c2.y + dyc
        elements.append(.cubic(c1, c2, CGPoint(x: x, y: y)))
    }

    /// Runs a one-byte operator other than numbers, subroutine calls and masks.
    private mutating func pathOrHint(_ op: Int, _ code: FontDataReader) throws {
        let s = stack
        switch op {
        case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
            consumeWidth(odd: true)
            stemCount += stack.count / 2
        case 21:  // rmoveto
            consumeWidth(expected: 2)
            guard stack.count >= 2 else { throw code.error("rmoveto needs 2 arguments") }
            moveTo(stack[stack.count - 2], stack[stack.count - 1])
        case 22, 4:  // hmoveto, vmoveto
            consumeWidth(expected: 1)
            guard let d = stack.last else { throw code.error("moveto needs 1 argument") }
            if op == 22 { moveTo(d, 0) } else { moveTo(0, d) }
        case 14:  // endchar (seac arguments ignored)
            consumeWidth(odd: false, expected: stack.count == 4 || stack.count == 5 ? 4 : 0)
            closeContour()
            ended = true
        case 5:  // rlineto
            var i = 0
            while i + 1 < s.count { lineTo(s[i], s[i + 1]); i += 2 }
        case 6, 7:  // hlineto, vlineto: alternating
            var horizontal = op == 6
            for d in s {
                if horizontal { lineTo(d, 0) } else { lineTo(0, d) }
                horizontal.toggle()
            }
        case 8:  // rrcurveto
            var i = 0
            while i + 5 < s.count { curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5]); i += 6 }
        case 24:  // rcurveline
            var i = 0
            while i + 5 < s.count - 2 { curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5]); i += 6 }
            if i + 1 < s.count { lineTo(s[i], s[i + 1]) }
        case 25:  // rlinecurve
            var i = 0
            while i + 1 < s.count - 6 { lineTo(s[i], s[i + 1]); i += 2 }
            if i + 5 < s.count { curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5]) }
        case 26:  // vvcurveto: dx1? {dya dxb dyb dyc}+
            var i = s.count % 2 == 1 ? 1 : 0
            var dx1 = i == 1 ? s[0] : 0
            while i + 3 < s.count { curveTo(dx1, s[i], s[i + 1], s[i + 2], 0, s[i + 3]); dx1 = 0; i += 4 }
        case 27:  // hhcurveto: dy1? {dxa dxb dyb dxc}+
            var i = s.count % 2 == 1 ? 1 : 0
            var dy1 = i == 1 ? s[0] : 0
            while i + 3 < s.count { curveTo(s[i], dy1, s[i + 1], s[i + 2], s[i + 3], 0); dy1 = 0; i += 4 }
        case 30, 31:  // vhcurveto, hvcurveto: alternating; the last curve may take a fifth argument
            var horizontal = op == 31
            var i = 0
            while i + 3 < s.count {
                let last = i + 5 == s.count ? s[i + 4] : 0
                if horizontal {
                    curveTo(s[i], 0, s[i + 1], s[i + 2], last, s[i + 3])
                } else {
                    curveTo(0, s[i], s[i + 1], s[i + 2], s[i + 3], last)
                }
                horizontal.toggle()
                i += 4
            }
        default:
            throw code.error("reserved charstring operator \(op)")
        }
        stack.removeAll()
    }
}
