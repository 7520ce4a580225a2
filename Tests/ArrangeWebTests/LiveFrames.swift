import Arrange
@testable import ArrangeWeb
import Foundation

/// What a live page holds, rebuilt from the server's messages as the client script does
/// (Docs/Web.md, "Protocol"): the command list patched by each frame message, the glyph
/// outlines received, the canvas size.
struct LiveFrames {
    /// The commands, each re-serialised as JSON so that lists compare as text.
    var commands: [String] = []
    /// The glyph outlines received, by `face.glyph`.
    var glyphs: [String: String] = [:]
    /// How many times each glyph outline was sent.
    var glyphSends: [String: Int] = [:]
    var size = CGSize.zero
    /// The byte count of every frame message applied, in order.
    var messageBytes: [Int] = []

    enum Failure: Error, CustomStringConvertible {
        case notAFrame(String)
        var description: String {
            switch self { case .notAFrame(let text): return "not a frame message: \(text.prefix(200))" }
        }
    }

    /// The labels of the accessibility elements last received, in reading order.
    var labels: [String] = []

    /// Applies one frame or accessibility message.
    mutating func apply(_ message: String) throws {
        let json = try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any]
        if json?["t"] as? String == "a11y", let elements = json?["e"] as? [[String: Any]] {
            labels = elements.compactMap { $0["l"] as? String }
            return
        }
        guard let object = json, object["t"] as? String == "frame", let keep = object["keep"] as? [Int], keep.count == 2,
              let items = object["items"] as? [Any], let w = object["w"] as? Double, let h = object["h"] as? Double
        else { throw Failure.notAFrame(message) }
        let new = try items.map { try Self.text(of: $0) }
        commands = Array(commands.prefix(keep[0])) + new + Array(commands.suffix(keep[1]))
        for (key, value) in object["glyphs"] as? [String: String] ?? [:] {
            glyphs[key] = value
            glyphSends[key, default: 0] += 1
        }
        size = CGSize(width: w, height: h)
        messageBytes.append(message.utf8.count)
    }

    /// The commands a fresh session sends for `list`: what the page holds after showing it.
    static func expected(_ list: DisplayList) throws -> LiveFrames {
        var encoder = WebFrameEncoder()
        var frames = LiveFrames()
        if let message = encoder.encode(list) { try frames.apply(message) }
        return frames
    }

    /// The glyph commands only (colour, size, face and positioned glyphs): what the text reads
    /// and where, independent of other drawing such as a focus ring.
    var textCommands: [String] { commands.filter { $0.hasPrefix("[\"t\"") } }

    private static func text(of item: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: item), as: UTF8.self)
    }
}
