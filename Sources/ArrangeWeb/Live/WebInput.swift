import Arrange
import Foundation

/// One input message a live page sends (Docs/Web.md, "Protocol"), checked: finite coordinates,
/// a known key name or a single character, sizes in range.
enum WebInput: Equatable, Sendable {
    /// The primary pointer went down, moved while down, or went up, at a point in the canvas's
    /// CSS pixels (the host's points).
    case pointerDown(CGPoint), pointerMove(CGPoint), pointerUp(CGPoint)
    /// A key was pressed.
    case key(KeyEquivalent, EventModifiers)
    /// Text to type into the focused field (a paste).
    case text(String)
    /// The page's drawing area changed size, in CSS pixels.
    case resize(CGSize)

    /// The largest width or height a page may give, in points.
    static let maximumDimension: CGFloat = 8192
    /// The longest text a `text` message may carry, in characters.
    static let maximumTextLength = 4096

    /// The message's fields as the client writes them.
    private struct Fields: Decodable {
        var t: String
        var x: Double?
        var y: Double?
        var w: Double?
        var h: Double?
        var k: String?
        var shift: Bool?
        var alt: Bool?
        var ctrl: Bool?
        var meta: Bool?
        var v: String?
    }

    /// The keys the client names (the `KeyboardEvent.key` values of the UI Events KeyboardEvent
    /// key Values specification) and the keys they are.
    static let namedKeys: [String: KeyEquivalent] = [
        "Tab": .tab, "Enter": .return, "Escape": .escape, " ": .space, "Backspace": .delete, "Delete": .deleteForward,
        "ArrowUp": .upArrow, "ArrowDown": .downArrow, "ArrowLeft": .leftArrow, "ArrowRight": .rightArrow,
        "Home": .home, "End": .end, "PageUp": .pageUp, "PageDown": .pageDown,
    ]

    /// Decodes a text message.
    ///
    /// - Throws: ``WebProtocolError`` saying what is wrong with it.
    init(message: String) throws(WebProtocolError) {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(message.utf8))
        } catch {
            throw .malformed("not a JSON object with a string field t")
        }
        func point() throws(WebProtocolError) -> CGPoint {
            guard let x = fields.x, let y = fields.y, x.isFinite, y.isFinite else {
                throw .malformed("\(fields.t) needs finite numbers x and y")
            }
            return CGPoint(x: x, y: y)
        }
        switch fields.t {
        case "down": self = .pointerDown(try point())
        case "move": self = .pointerMove(try point())
        case "up": self = .pointerUp(try point())
        case "resize":
            guard let w = fields.w, let h = fields.h, w.isFinite, h.isFinite, w >= 1, h >= 1,
                  w <= Self.maximumDimension, h <= Self.maximumDimension else {
                throw .malformed("resize needs w and h from 1 to \(Int(Self.maximumDimension))")
            }
            self = .resize(CGSize(width: w, height: h))
        case "key":
            guard let name = fields.k else { throw .malformed("key needs a key name k") }
            var modifiers: EventModifiers = []
            if fields.shift == true { modifiers.insert(.shift) }
            if fields.alt == true { modifiers.insert(.option) }
            if fields.ctrl == true { modifiers.insert(.control) }
            if fields.meta == true { modifiers.insert(.command) }
            if let key = Self.namedKeys[name] {
                self = .key(key, modifiers)
            } else if name.count == 1, let character = name.first, !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                self = .key(KeyEquivalent(character), modifiers)
            } else {
                throw .malformed("unknown key")
            }
        case "text":
            guard let text = fields.v, !text.isEmpty, text.count <= Self.maximumTextLength else {
                throw .malformed("text needs v, 1 to \(Self.maximumTextLength) characters")
            }
            self = .text(text)
        default:
            throw .malformed("unknown message type")
        }
    }
}
