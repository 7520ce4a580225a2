import Arrange
import Foundation

/// The live page's accessibility message (Docs/Web.md, "Protocol"): the elements a screen
/// reader reads, in reading order, with their frames, so that the page can place an invisible
/// element with the right ARIA role and text over each. Labels and values are strings from the
/// views: they are JSON-escaped here and put in the page only through `textContent`.
struct WebAccessibilityEncoder: Sendable {
    private struct Element: Encodable {
        var l: String
        var v: String?
        var r: String
        var x: Double
        var y: Double
        var w: Double
        var h: Double
    }

    private struct Message: Encodable {
        var t = "a11y"
        var e: [Element]
    }

    /// The last message sent.
    private var last: String?

    /// The message for `elements`, or nil when it is the one sent last.
    mutating func encode(_ elements: [AccessibilityElement]) -> String? {
        let message = Message(e: elements.compactMap { element in
            let f = element.frame
            guard !f.isNull, [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) else { return nil }
            func rounded(_ value: CGFloat) -> Double { (Double(value) * 100).rounded() / 100 }
            return Element(l: element.label, v: element.value.flatMap { $0.isEmpty ? nil : $0 }, r: element.role,
                           x: rounded(f.minX), y: rounded(f.minY), w: rounded(f.width), h: rounded(f.height))
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(message) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard text != last else { return nil }
        last = text
        return text
    }
}
