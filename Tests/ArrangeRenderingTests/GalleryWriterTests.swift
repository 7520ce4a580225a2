import XCTest
import Foundation
@testable import Arrange
import ArrangeGallery

/// `GalleryWriter`: the files it writes, its progress, its errors, and an index that hostile
/// strings can't break out of.
final class GalleryWriterTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-gallery-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func small(_ name: String = "small", title: String = "Small", code: String = "Color.red") -> GalleryExample {
        GalleryExample(name, title, family: "Test", code: code) { Color.red.frame(width: 10, height: 5) }
    }

    /// Two examples: each has NAME.svg and NAME.png, the PNG 2 pixels a point (a 10 × 5 view →
    /// 20 × 10 pixels, PNG header width and height at bytes 16–23), and index.html names both.
    func testWritesPicturesAndIndex() throws {
        var progress: [String] = []
        let entries = try GalleryWriter(examples: [small("one"), small("two")], scale: 2).write(to: directory) { index, count, name in
            progress.append("[\(index)/\(count)] \(name)")
        }
        XCTAssertEqual(progress, ["[1/2] one", "[2/2] two"])
        XCTAssertEqual(entries.map(\.name), ["one", "two"])
        XCTAssertEqual(entries[0].size, CGSize(width: 10, height: 5))
        for name in ["one", "two"] {
            let svg = try String(contentsOf: directory.appendingPathComponent("\(name).svg"), encoding: .utf8)
            XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"5\""))
            let png = try Data(contentsOf: directory.appendingPathComponent("\(name).png"))
            XCTAssertEqual(Array(png[16..<24]), [0, 0, 0, 20, 0, 0, 0, 10])
        }
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<img src=\"one.svg\" width=\"10\" height=\"5\""))
        XCTAssertTrue(html.contains("<img src=\"two.png\" width=\"10\" height=\"5\""))
        XCTAssertTrue(html.contains("<pre><code>Color.red</code></pre>"))
    }

    /// Missing parents are created.
    func testCreatesMissingDirectories() throws {
        let nested = directory.appendingPathComponent("a/b")
        try GalleryWriter(examples: [small()]).write(to: nested)
        XCTAssertTrue(FileManager.default.fileExists(atPath: nested.appendingPathComponent("index.html").path))
    }

    /// The output path is a file: a clear error, nothing written.
    func testDirectoryThatIsAFileIsAnError() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        XCTAssertThrowsError(try GalleryWriter(examples: [small()]).write(to: file)) { error in
            XCTAssertEqual(error as? GalleryError, .notADirectory(path: file.path))
            XCTAssertEqual("\(error)", "\(file.path) is a file, not a directory")
        }
    }

    /// A directory that can't be created (its parent is a file): a clear error naming it.
    func testUncreatableDirectoryIsAnError() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let inside = file.appendingPathComponent("out")
        XCTAssertThrowsError(try GalleryWriter(examples: [small()]).write(to: inside)) { error in
            guard case .cannotCreateDirectory(let path, _)? = error as? GalleryError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, inside.path)
            XCTAssertTrue("\(error)".hasPrefix("cannot create the directory \(inside.path): "))
        }
    }

    /// A directory without write permission: the first file that can't be written is named.
    /// (Root may write anywhere, so this is checked only for other users.)
    func testUnwritableDirectoryIsAnError() throws {
        guard geteuid() != 0 else { throw XCTSkip("running as root, which may write to any directory") }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: directory.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path) }
        XCTAssertThrowsError(try GalleryWriter(examples: [small()]).write(to: directory)) { error in
            guard case .cannotWrite(let path, _)? = error as? GalleryError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, directory.appendingPathComponent("small.svg").path)
        }
    }

    /// An example with nothing to draw (an empty view has a zero-size canvas, which has no
    /// pixels) stops the gallery with its name and the renderer's reason.
    func testExampleThatCannotBeRenderedIsAnError() {
        let empty = GalleryExample("empty", "Empty", family: "Test", code: "EmptyView()") { EmptyView() }
        XCTAssertThrowsError(try GalleryWriter(examples: [small(), empty]).write(to: directory)) { error in
            XCTAssertEqual(error as? GalleryError, .renderFailed(example: "empty", reason: "the canvas 0.0×0.0 has no pixels"))
            XCTAssertEqual("\(error)", "cannot render the example empty: the canvas 0.0×0.0 has no pixels")
        }
    }

    /// A scale that isn't in (0, 8] is refused before anything is written.
    func testInvalidScaleIsAnError() {
        for scale in [0, -1, .nan, .infinity, 9] as [Double] {
            XCTAssertThrowsError(try GalleryWriter(examples: [small()], scale: scale).write(to: directory)) { error in
                guard case .invalidScale? = error as? GalleryError else { return XCTFail("\(error)") }
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path))
    }

    /// Hostile titles and code can't break out of the index: `<`, `>`, `&`, `"` and `'` become
    /// references, control characters (ESC, NUL, BEL) are dropped.
    func testHostileStringsCannotBreakOutOfTheIndex() throws {
        let hostile = "</code></pre><script>alert(1)</script>\"' & \u{1B}[31m\u{0}\u{7}"
        try GalleryWriter(examples: [small(title: hostile, code: hostile)]).write(to: directory)
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertFalse(html.contains("<script>"))
        XCTAssertFalse(html.contains("\u{1B}"))
        XCTAssertFalse(html.contains("\u{0}"))
        XCTAssertTrue(html.contains("&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39; &amp; [31m"))
        XCTAssertEqual(html.components(separatedBy: "</pre>").count - 1, 1, "one code block, closed once")
    }

    /// The escaping itself, character by character.
    func testHTMLEscaping() {
        XCTAssertEqual("a<b>&\"c'".htmlEscaped, "a&lt;b&gt;&amp;&quot;c&#39;")
        XCTAssertEqual("tab\tline\nesc\u{1B}del\u{7F}c1\u{85}é".htmlEscaped, "tab\tline\nescdelc1é")
    }
}
