import Arrange

extension TerminalInputDecoder {
    /// An escape sequence at `index` (which holds ESC): CSI (`ESC [`), SS3 (`ESC O`), or Escape
    /// followed by another key (Option held: `ESC x` is x with `.option`).
    static func parseEscape(_ bytes: [UInt8], at index: Int) -> Parsed {
        guard index + 1 < bytes.count else { return .incomplete }
        switch bytes[index + 1] {
        case UInt8(ascii: "["):
            return parseCSI(bytes, at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return .incomplete }
            guard let key = arrow(bytes[index + 2]) ?? editingKey(final: bytes[index + 2], numbers: []) else { return .skip(length: 3) }
            return .event(.key(key, []), length: 3)
        case 0x1B:
            return .event(.key(.escape, []), length: 1)
        default:
            switch parse(bytes, at: index + 1) {
            case .event(.key(let key, let modifiers), let length):
                return .event(.key(key, modifiers.union(.option)), length: length + 1)
            case .event(_, let length), .skip(let length), .pasteStart(let length):
                return .skip(length: length + 1)
            case .incomplete:
                return .incomplete
            }
        }
    }

    /// A control sequence `ESC [ parameters final` at `index`.
    static func parseCSI(_ bytes: [UInt8], at index: Int) -> Parsed {
        var end = index + 2
        // Parameter and intermediate bytes are 0x20...0x3F; the final byte is 0x40...0x7E.
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return .incomplete }
        let final = bytes[end]
        let length = end - index + 1
        guard (0x40...0x7E).contains(final) else { return .skip(length: length - 1) }
        let body = bytes[(index + 2)..<end]
        if body.first == UInt8(ascii: "<") {
            return mouse(parameters(body.dropFirst()), final: final, length: length)
        }
        let numbers = parameters(body)
        let modifiers = numbers.count >= 2 ? modifierSet(numbers[1]) : []
        if let key = arrow(final) {
            return .event(.key(key, modifiers), length: length)
        }
        if final == UInt8(ascii: "~"), numbers == [200] {
            return .pasteStart(length: length)
        }
        if let key = editingKey(final: final, numbers: numbers) {
            return .event(.key(key, modifiers), length: length)
        }
        if final == UInt8(ascii: "Z") {
            return .event(.key(.tab, .shift), length: length)
        }
        return .skip(length: length)
    }

    /// An SGR mouse report's event: `b ; x ; y` with x and y counted from 1; `b` with bit 32 set
    /// is a motion report (a drag, with mode 1002).
    static func mouse(_ numbers: [Int], final: UInt8, length: Int) -> Parsed {
        guard numbers.count == 3, final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
              numbers[1] >= 1, numbers[2] >= 1 else {
            return .skip(length: length)
        }
        let button = numbers[0] & ~(4 | 8 | 16 | 32)
        if numbers[0] & 32 != 0 {
            // Motion (bit 32) with a button held; button 3 is motion with none (mode 1003 only).
            guard button < 3, final == UInt8(ascii: "M") else { return .skip(length: length) }
            return .event(.mouseDrag(button: button, column: numbers[1] - 1, row: numbers[2] - 1), length: length)
        }
        return .event(.mouse(button: button, column: numbers[1] - 1, row: numbers[2] - 1,
                             isRelease: final == UInt8(ascii: "m")), length: length)
    }

    /// The numbers of a parameter string `1;2`, an empty one counting as 0 (at most 6 digits each).
    static func parameters<C: Collection>(_ body: C) -> [Int] where C.Element == UInt8 {
        body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { digits in
            digits.prefix(6).reduce(0) { value, byte in
                (0x30...0x39).contains(byte) ? value * 10 + Int(byte - 0x30) : value
            }
        }
    }

    /// xterm's modifier parameter: 1 + (1 Shift, 2 Alt, 4 Control, 8 Meta).
    static func modifierSet(_ parameter: Int) -> EventModifiers {
        let bits = max(parameter - 1, 0)
        var modifiers: EventModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.option) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        if bits & 8 != 0 { modifiers.insert(.command) }
        return modifiers
    }

    /// The arrow key a final byte `A`–`D` stands for.
    static func arrow(_ final: UInt8) -> KeyEquivalent? {
        switch final {
        case UInt8(ascii: "A"): return .upArrow
        case UInt8(ascii: "B"): return .downArrow
        case UInt8(ascii: "C"): return .rightArrow
        case UInt8(ascii: "D"): return .leftArrow
        default: return nil
        }
    }

    /// The editing key a sequence stands for: Home (`ESC [ H`, `ESC O H`, `ESC [ 1 ~`,
    /// `ESC [ 7 ~`), End (`ESC [ F`, `ESC O F`, `ESC [ 4 ~`, `ESC [ 8 ~`) and forward Delete
    /// (`ESC [ 3 ~`), as xterm and the VT220 send them.
    static func editingKey(final: UInt8, numbers: [Int]) -> KeyEquivalent? {
        switch final {
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch numbers.first {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .deleteForward
            default: return nil
            }
        default: return nil
        }
    }
}
