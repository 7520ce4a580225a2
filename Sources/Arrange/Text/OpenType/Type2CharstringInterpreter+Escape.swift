import Foundation

extension Type2CharstringInterpreter {
    /// Runs a two-byte (`12 x`) operator: flex (§4.1), arithmetic (§4.4), storage (§4.5) and
    /// conditional (§4.6) operators; the deprecated `dotsection` (12 0) does nothing.
    ///
    /// - Throws: ``FontError`` for too few operands or a reserved operator.
    mutating func escape(_ op: Int, _ code: FontDataReader) throws {
        func need(_ n: Int) throws {
            guard stack.count >= n else { throw code.error("operator 12 \(op) needs \(n) arguments") }
        }
        switch op {
        case 0:  // dotsection
            stack.removeAll()
        case 35:  // flex: dx1 dy1 … dx6 dy6 fd
            try need(13)
            let s = stack
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
            curveTo(s[6], s[7], s[8], s[9], s[10], s[11])
            stack.removeAll()
        case 34:  // hflex: dx1 dx2 dy2 dx3 dx4 dx5 dx6
            try need(7)
            let s = stack
            curveTo(s[0], 0, s[1], s[2], s[3], 0)
            curveTo(s[4], 0, s[5], -s[2], s[6], 0)
            stack.removeAll()
        case 36:  // hflex1: dx1 dy1 dx2 dy2 dx3 dx4 dx5 dy5 dx6
            try need(9)
            let s = stack
            curveTo(s[0], s[1], s[2], s[3], s[4], 0)
            curveTo(s[5], 0, s[6], s[7], s[8], -(s[1] + s[3] + s[7]))
            stack.removeAll()
        case 37:  // flex1: dx1 dy1 … dx5 dy5 d6
            try need(11)
            let s = stack
            let dx = s[0] + s[2] + s[4] + s[6] + s[8]
            let dy = s[1] + s[3] + s[5] + s[7] + s[9]
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
            if abs(dx) > abs(dy) {
                curveTo(s[6], s[7], s[8], s[9], s[10], -dy)
            } else {
                curveTo(s[6], s[7], s[8], s[9], -dx, s[10])
            }
            stack.removeAll()
        default:
            try arithmetic(op, code)
        }
    }

    /// Runs an arithmetic, storage or conditional operator (§4.4–4.6) on the argument stack.
    private mutating func arithmetic(_ op: Int, _ code: FontDataReader) throws {
        switch op {
        case 3, 4, 10, 11, 12, 15, 24:  // and, or, add, sub, div, eq, mul
            let b = try pop(code), a = try pop(code)
            let result: Double
            switch op {
            case 3: result = a != 0 && b != 0 ? 1 : 0
            case 4: result = a != 0 || b != 0 ? 1 : 0
            case 10: result = a + b
            case 11: result = a - b
            case 12: result = b == 0 ? 0 : a / b
            case 15: result = a == b ? 1 : 0
            default: result = a * b
            }
            try push(result.isFinite ? result : 0, code)
        case 5, 9, 14, 26:  // not, abs, neg, sqrt
            let a = try pop(code)
            let result: Double = op == 5 ? (a == 0 ? 1 : 0) : op == 9 ? abs(a) : op == 14 ? -a : (a >= 0 ? a.squareRoot() : 0)
            try push(result, code)
        case 18:  // drop
            _ = try pop(code)
        case 20:  // put: val i
            let i = Self.integer(try pop(code)), value = try pop(code)
            guard transient.indices.contains(i) else { throw code.error("put index \(i) out of range") }
            transient[i] = value
        case 21:  // get: i
            let i = Self.integer(try pop(code))
            guard transient.indices.contains(i) else { throw code.error("get index \(i) out of range") }
            try push(transient[i], code)
        case 22:  // ifelse: s1 s2 v1 v2
            let v2 = try pop(code), v1 = try pop(code), s2 = try pop(code), s1 = try pop(code)
            try push(v1 <= v2 ? s1 : s2, code)
        case 23:  // random: a deterministic stand-in in (0, 1]
            try push(0.5, code)
        case 27:  // dup
            let a = try pop(code)
            try push(a, code); try push(a, code)
        case 28:  // exch
            let b = try pop(code), a = try pop(code)
            try push(b, code); try push(a, code)
        case 29:  // index
            let i = Self.integer(try pop(code))
            guard !stack.isEmpty else { throw code.error("index on an empty stack") }
            let position = i < 0 ? stack.count - 1 : stack.count - 1 - i
            guard stack.indices.contains(position) else { throw code.error("index \(i) out of range") }
            try push(stack[position], code)
        case 30:  // roll: n j
            let j = Self.integer(try pop(code)), n = Self.integer(try pop(code))
            guard n > 0, n <= stack.count else {
                if n == 0 { return }
                throw code.error("roll of \(n) elements out of range")
            }
            let base = stack.count - n
            let shift = ((j % n) + n) % n
            let slice = Array(stack[base...])
            for k in 0..<n { stack[base + (k + shift) % n] = slice[k] }
        default:
            throw code.error("reserved charstring operator 12 \(op)")
        }
    }

    /// Converts a charstring operand to an integer, saturating instead of trapping on NaN or overflow.
    static func integer(_ value: Double) -> Int {
        if value.isNaN { return 0 }
        return Int(max(-1e9, min(1e9, value)))
    }
}
