import Foundation
import Arrange
import ArrangeRendering

/// The checks every fuzz target makes on a laid-out view. A failed check traps with a message,
/// which libFuzzer reports as a crash and saves the input for.
public enum FuzzChecks {
    /// Traps with `message` (a fuzzing failure).
    public static func fail(_ message: String) -> Never {
        fatalError("fuzz check failed: \(message)")
    }

    /// Every frame in `snapshot` is finite and non-negative in size; every diagnostic names a
    /// type, a path and a rule.
    public static func checkLayout(_ snapshot: LayoutSnapshot, _ context: @autoclosure () -> String) {
        for frame in snapshot.placedFrames {
            guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite, frame.width >= 0, frame.height >= 0 else {
                fail("non-finite or negative frame \(frame) in \(context())")
            }
        }
        for diagnostic in snapshot.diagnostics where diagnostic.source.isEmpty || diagnostic.identityPath.isEmpty || diagnostic.message.isEmpty {
            fail("incomplete diagnostic \(diagnostic) in \(context())")
        }
    }

    /// Draws the snapshot as SVG (text mode) and as terminal text, and checks that no content
    /// escapes: the SVG has no control characters and balanced `<text>` elements; the terminal
    /// output has no control characters but line feeds and the renderer's own colour sequences.
    public static func checkOutput(_ snapshot: LayoutSnapshot, _ context: @autoclosure () -> String) {
        let list = snapshot.displayList
        let svg = SVGRenderer(textMode: .text).render(list)
        if svg.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" }) {
            fail("a control character in SVG for \(context())")
        }
        // Counted in UTF-8 bytes, as XML parsers read: a text ending in a grapheme-prepending
        // character (U+0600…U+0605) merges with the following "<" into one Swift Character.
        let bytes = Array(svg.utf8)
        if occurrences(of: "<text ", in: bytes) != occurrences(of: "</text>", in: bytes) {
            fail("unbalanced <text> elements in SVG for \(context())")
        }
        let renderer = TerminalRenderer()
        let plain = renderer.render(list, colors: false)
        if plain.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" }) {
            fail("a control character in terminal text for \(context())")
        }
        let ansi = renderer.render(list, colors: true)
        var rest = Substring(ansi)
        while let escape = rest.firstIndex(of: "\u{1B}") {
            rest = rest[rest.index(after: escape)...]
            let sequence = rest.prefix { $0 != "m" }
            guard sequence.first == "[", sequence.dropFirst().allSatisfy({ $0.isNumber || $0 == ";" }) else {
                fail("a foreign escape sequence \(String(reflecting: String(sequence.prefix(20)))) in terminal output for \(context())")
            }
            rest = rest.dropFirst(sequence.count)
        }
        if ansi.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\u{1B}" }) {
            fail("a control character in ANSI terminal output for \(context())")
        }
    }

    /// How many times `needle` occurs in `bytes`.
    static func occurrences(of needle: String, in bytes: [UInt8]) -> Int {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return 0 }
        var count = 0
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] && Array(bytes[start..<(start + pattern.count)]) == pattern {
            count += 1
        }
        return count
    }

    /// Runs `body` on every file named in `arguments` (directories: every file inside): the
    /// replay mode of a fuzz target built without libFuzzer. Returns the number of inputs run.
    @discardableResult
    public static func replay(_ arguments: [String], _ body: ([UInt8]) -> Void) -> Int {
        var count = 0
        let manager = FileManager.default
        for path in arguments {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                print("no such file: \(path)")
                continue
            }
            let files = isDirectory.boolValue
                ? ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted().map { (path as NSString).appendingPathComponent($0) }
                : [path]
            for file in files {
                guard let data = manager.contents(atPath: file) else { continue }
                body([UInt8](data))
                count += 1
            }
        }
        print("replayed \(count) inputs without failure")
        return count
    }
}
