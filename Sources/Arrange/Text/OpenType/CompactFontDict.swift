/// A decoded CFF DICT: operator → operands.
///
/// Reads the "DICT Data" encoding of Adobe Technical Note #5176 (§4): operands (integers in the
/// 32–254, 28 and 29 encodings, reals in nibble-packed BCD after 30) precede their operator (0–21, or
/// 12 followed by a second byte, stored here as 1200 + that byte).
struct CompactFontDict {
    /// The operands of each operator.
    private var entries: [Int: [Double]] = [:]

    /// The most operands one operator may take (the spec's DICT operand stack limit).
    static let maximumOperands = 48

    /// Decodes the DICT in `data`.
    ///
    /// - Throws: ``FontError`` for a truncated operand, a reserved byte, or too many operands.
    init(_ data: FontDataReader) throws {
        var operands: [Double] = []
        var cursor = 0
        while cursor < data.count {
            let b0 = try data.u8(cursor)
            cursor += 1
            switch b0 {
            case 0...21:
                var op = b0
                if b0 == 12 { op = 1200 + (try data.u8(cursor)); cursor += 1 }
                entries[op] = operands
                operands.removeAll()
            case 28:
                operands.append(Double(try data.i16(cursor))); cursor += 2
            case 29:
                operands.append(Double(try data.i32(cursor))); cursor += 4
            case 30:
                let (value, length) = try Self.real(data, at: cursor)
                operands.append(value); cursor += length
            case 32...246:
                operands.append(Double(b0 - 139))
            case 247...250:
                operands.append(Double((b0 - 247) * 256 + (try data.u8(cursor)) + 108)); cursor += 1
            case 251...254:
                operands.append(Double(-(b0 - 251) * 256 - (try data.u8(cursor)) - 108)); cursor += 1
            default:
                throw data.error("reserved DICT byte \(b0)")
            }
            guard operands.count <= Self.maximumOperands else { throw data.error("DICT operand stack overflow") }
        }
    }

    /// Decodes a real number: nibbles 0–9 digits, a '.', b 'E', c 'E-', e '-', f end.
    private static func real(_ data: FontDataReader, at offset: Int) throws -> (Double, Int) {
        var text = ""
        var length = 0
        while true {
            let byte = try data.u8(offset + length)
            length += 1
            for nibble in [byte >> 4, byte & 0xF] {
                switch nibble {
                case 0...9: text.append(Character(String(nibble)))
                case 0xA: text.append(".")
                case 0xB: text.append("E")
                case 0xC: text.append("E-")
                case 0xE: text.append("-")
                case 0xF: return (Double(text) ?? 0, length)
                default: break
                }
            }
            guard length < 64 else { throw data.error("real number longer than 64 bytes") }
        }
    }

    /// The operands of `op`, or `nil` when the DICT lacks it.
    subscript(op: Int) -> [Double]? { entries[op] }

    /// The first operand of `op` as an integer offset or count, or `nil` when absent or not finite.
    func integer(_ op: Int, at index: Int = 0) -> Int? {
        guard let operands = entries[op], index < operands.count else { return nil }
        let value = operands[index]
        guard value.isFinite, abs(value) < 0x7FFF_FFFF else { return nil }
        return Int(value)
    }
}
