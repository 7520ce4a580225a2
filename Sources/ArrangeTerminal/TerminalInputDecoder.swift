import Arrange

/// Turns the bytes a terminal sends in raw mode into ``TerminalInputEvent``s: printable
/// characters (UTF-8), Tab, Shift-Tab, Return, Space, Escape, Delete, control letters
/// (Ctrl-C is `.key("c", .control)`), the arrow keys (`ESC [ A` … and `ESC O A` …, with xterm's
/// modifier parameter `ESC [ 1 ; 2 A`), and SGR mouse reports (`ESC [ < b ; x ; y M` or `m`).
///
/// Bytes may arrive split anywhere: an incomplete sequence is kept until the rest arrives. A lone
/// Escape can't be told from the start of a sequence, so it stays pending until ``flush()`` (call
/// it when no more input came within a short time).
///
/// ```swift
/// var decoder = TerminalInputDecoder()
/// decoder.decode([0x1B, 0x5B])          // [] (pending)
/// decoder.decode([0x42])                // [.key(.downArrow, [])]
/// decoder.decode(Array("\u{1B}[<0;5;3m".utf8))  // [.mouse(button: 0, column: 4, row: 2, isRelease: true)]
/// ```
///
/// Unknown escape sequences are dropped whole; each byte of malformed UTF-8 becomes the key
/// U+FFFD. A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) becomes one ``TerminalInputEvent/paste(_:)``.
public struct TerminalInputDecoder: Sendable {
    /// Bytes received but not yet decoded (an incomplete sequence).
    public internal(set) var pending: [UInt8] = []
    /// The bytes of a bracketed paste received so far, while one is in progress
    /// (`TerminalInputDecoder+Paste`).
    var pasteBytes: [UInt8]?

    /// The longest sequence kept while waiting for its end; longer ones are dropped.
    static var maximumSequenceLength: Int { 64 }

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Decodes `bytes` after what was pending.
    ///
    /// - Returns: The events completed by these bytes, in order.
    /// - Complexity: O(*n*) in the bytes pending and received.
    public mutating func decode(_ bytes: [UInt8]) -> [TerminalInputEvent] {
        pending += bytes
        var events: [TerminalInputEvent] = []
        var index = 0
        while index < pending.count {
            if pasteBytes != nil {
                guard collectPaste(from: &index, into: &events) else { return events }
                continue
            }
            switch Self.parse(pending, at: index) {
            case .event(let event, let length):
                events.append(event)
                index += length
            case .pasteStart(let length):
                pasteBytes = []
                index += length
            case .skip(let length):
                index += length
            case .incomplete:
                if pending.count - index > Self.maximumSequenceLength { index += 1; continue }
                pending.removeFirst(index)
                return events
            }
        }
        pending.removeAll()
        return events
    }

    /// Decodes what is pending as if no more bytes will follow: a lone Escape becomes the Escape
    /// key; an incomplete sequence after it becomes Escape followed by its characters.
    ///
    /// - Returns: The events; empty when nothing was pending.
    public mutating func flush() -> [TerminalInputEvent] {
        // A paste in progress waits for its end marker, however long it takes.
        guard !pending.isEmpty, pasteBytes == nil else { return [] }
        var rest = pending
        pending.removeAll()
        var events: [TerminalInputEvent] = []
        if rest.first == 0x1B {
            events.append(.key(.escape, []))
            rest.removeFirst()
        }
        events += decode(rest)
        if !pending.isEmpty {
            pending.removeAll()
        }
        return events
    }

    /// What the bytes at an index start.
    enum Parsed: Equatable {
        /// An event, `length` bytes long.
        case event(TerminalInputEvent, length: Int)
        /// `length` bytes that mean nothing.
        case skip(length: Int)
        /// The start of a sequence whose end has not arrived.
        case incomplete
        /// The start of a bracketed paste (`ESC [ 200 ~`), `length` bytes long.
        case pasteStart(length: Int)
    }

    /// Parses one event at `index`.
    static func parse(_ bytes: [UInt8], at index: Int) -> Parsed {
        let byte = bytes[index]
        switch byte {
        case 0x1B:
            return parseEscape(bytes, at: index)
        case 0x09:
            return .event(.key(.tab, []), length: 1)
        case 0x0D, 0x0A:
            return .event(.key(.return, []), length: 1)
        case 0x7F, 0x08:
            return .event(.key(.delete, []), length: 1)
        case 0x00:
            return .event(.key(.space, .control), length: 1)
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(byte + 0x60))
            return .event(.key(KeyEquivalent(letter), .control), length: 1)
        case 0x1C...0x1F:
            return .skip(length: 1)
        case 0x20..<0x80:
            let character = Character(Unicode.Scalar(byte))
            let isUpper = byte >= 0x41 && byte <= 0x5A
            return .event(.key(KeyEquivalent(character), isUpper ? .shift : []), length: 1)
        default:
            return parseUTF8(bytes, at: index)
        }
    }

    /// What a byte that can't start a UTF-8 character decodes to: the key U+FFFD REPLACEMENT
    /// CHARACTER (typed into a focused text field as such).
    static var replacement: TerminalInputEvent { .key(KeyEquivalent("\u{FFFD}"), []) }

    /// A multi-byte UTF-8 character at `index`; a malformed one is one ``replacement`` per bad
    /// byte.
    static func parseUTF8(_ bytes: [UInt8], at index: Int) -> Parsed {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .event(replacement, length: 1)
        }
        guard bytes.count - index >= length else {
            // Wait only while what arrived so far are continuation bytes.
            let tail = bytes[(index + 1)...]
            return tail.allSatisfy({ $0 & 0xC0 == 0x80 }) ? .incomplete : .event(replacement, length: 1)
        }
        let slice = Array(bytes[index..<(index + length)])
        guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
              let string = String(validating: slice, as: UTF8.self), let character = string.first else {
            return .event(replacement, length: 1)
        }
        return .event(.key(KeyEquivalent(character), []), length: length)
    }
}
