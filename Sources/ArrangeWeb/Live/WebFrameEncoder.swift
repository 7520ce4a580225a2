import Arrange
import Foundation

/// Turns the display lists one live session shows into the messages of the live protocol
/// (Docs/Web.md, "Protocol"): each message replaces one range of the client's command list,
/// the range between the longest common prefix and suffix of the previous list and the new
/// one, and carries the glyph outlines and images that the client has not been sent yet.
///
/// A value type with no isolation: a session encodes off the main actor, on any core.
struct WebFrameEncoder: Sendable {
    /// A glyph of one face: the key of its outline in the client's cache, `face.glyph`.
    struct GlyphKey: Hashable, Sendable {
        var face: Int
        var glyph: UInt16
    }

    /// The numbers given to the faces seen so far, by face.
    private var faceNumbers: [DisplayList.FontFace: Int] = [:]
    /// The glyphs whose outlines the client has been sent.
    private var sentGlyphs: Set<GlyphKey> = []
    /// The numbers given to the images the client has been sent, by encoded file.
    private var imageNumbers: [Data: Int] = [:]
    /// The previous frame's commands, one JSON array each.
    private(set) var commands: [String] = []
    /// The previous frame's canvas size.
    private var size: CGSize?

    /// Glyph outlines and images to define with the next message.
    private var glyphDefinitions: [(GlyphKey, String)] = []
    private var imageDefinitions: [(Int, String)] = []

    /// The message that brings the client from the previous frame to `list`, or nil when
    /// nothing changed. The first message replaces the client's empty list.
    mutating func encode(_ list: DisplayList) -> String? {
        glyphDefinitions = []
        imageDefinitions = []
        var new: [String] = []
        new.reserveCapacity(list.items.count)
        for item in list.items {
            if let command = command(for: item.content) { new.append(command) }
        }
        let width = Self.sanitised(list.size.width), height = Self.sanitised(list.size.height)
        let newSize = CGSize(width: width, height: height)
        if new == commands, newSize == size { return nil }
        // The longest common prefix, then the longest common suffix of what is left.
        var prefix = 0
        let common = min(new.count, commands.count)
        while prefix < common, new[prefix] == commands[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < common - prefix, new[new.count - 1 - suffix] == commands[commands.count - 1 - suffix] { suffix += 1 }
        var message = "{\"t\":\"frame\",\"w\":\(Self.number(width)),\"h\":\(Self.number(height))"
        message += ",\"keep\":[\(prefix),\(suffix)],\"items\":["
        message += new[prefix..<(new.count - suffix)].joined(separator: ",")
        message += "]"
        if !glyphDefinitions.isEmpty {
            message += ",\"glyphs\":{"
            message += glyphDefinitions.map { "\"\($0.0.face).\($0.0.glyph)\":\"\($0.1)\"" }.joined(separator: ",")
            message += "}"
        }
        if !imageDefinitions.isEmpty {
            message += ",\"images\":{"
            message += imageDefinitions.map { "\"\($0.0)\":\"\($0.1)\"" }.joined(separator: ",")
            message += "}"
        }
        message += "}"
        commands = new
        size = newSize
        return message
    }

    /// The number of `face` in this session, given on first sight.
    mutating func faceNumber(_ face: DisplayList.FontFace) -> Int {
        if let known = faceNumbers[face] { return known }
        let number = faceNumbers.count
        faceNumbers[face] = number
        return number
    }

    /// Queues the outline of `glyph` (in font units, y up) for the client unless it was sent.
    mutating func define(glyph: UInt16, of face: DisplayList.FontFace, number: Int) {
        let key = GlyphKey(face: number, glyph: glyph)
        guard sentGlyphs.insert(key).inserted else { return }
        let outline = face.outline(of: glyph)
        glyphDefinitions.append((key, outline.isFinite ? outline.svgData : ""))
    }

    /// The number of `bitmap`'s image in this session; its file is queued as a data URL the
    /// first time.
    mutating func imageNumber(_ bitmap: DisplayList.Bitmap) -> Int {
        if let known = imageNumbers[bitmap.data] { return known }
        let number = imageNumbers.count
        imageNumbers[bitmap.data] = number
        // Only a PNG or JPEG file is sent (its own MIME type; base64 has no characters to escape).
        imageDefinitions.append((number, "data:\(bitmap.mimeType);base64,\(bitmap.data.base64EncodedString())"))
        return number
    }

    /// A canvas dimension that can be drawn: NaN, infinite and negative become 0.
    static func sanitised(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    /// A number as the protocol writes it: rounded to 1/1000, no trailing zeros; non-finite
    /// numbers (which no command keeps) become 0.
    static func number(_ value: CGFloat) -> String { value.isFinite ? Path.formatNumber(Double(value)) : "0" }
}
