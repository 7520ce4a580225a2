import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Named snapshots of SVG documents and terminal text (`Snapshots/`), each checked by eye and
/// arithmetic when recorded; the comments give the numbers that were checked.
final class RenderingSnapshotTests: XCTestCase {
    /// A 40 × 20 rectangle stroked inside its frame, 2 wide, dashed 6 on 3 off from phase 1:
    /// the path is the frame inset by 1 (M1 1H39V19H1Z), and the attributes are SVG's
    /// `stroke-dasharray="6 3"` and `stroke-dashoffset="1"`.
    func testSVGDashedBorder() {
        let view = Rectangle()
            .strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [6, 3], dashPhase: 1))
            .frame(width: 40, height: 20)
        assertSnapshot(ImageRenderer(content: view).svg, named: "svg-dashed-border", pathExtension: "svg")
    }

    /// A 40 × 20 linear gradient, yellow (#FFCC00) at the top to red (#FF3B30) at the bottom: one
    /// `linearGradient` in user space from (20, 0) to (20, 20), and the frame filled with it.
    func testSVGLinearGradient() {
        let view = LinearGradient(colors: [.yellow, .red], startPoint: .top, endPoint: .bottom).frame(width: 40, height: 20)
        assertSnapshot(ImageRenderer(content: view).svg, named: "svg-linear-gradient", pathExtension: "svg")
    }

    /// Hostile text written as `<text>`: every `<`, `>`, `&`, `"` escaped, ESC and BEL dropped, so
    /// the document has exactly one `<text>` element and no `<script>`. Box font: 10 points, 5
    /// points a character, baseline at 8.
    func testSVGHostileTextAsText() {
        let hostile = "</text><script>alert(1)</script>\"&\u{1B}[31m\u{7}"
        let list = boxDisplayList(Text(hostile))
        let svg = SVGRenderer(textMode: .text).render(list)
        XCTAssertFalse(svg.contains("<script>"))
        XCTAssertEqual(svg.components(separatedBy: "<text ").count - 1, 1)
        assertSnapshot(svg, named: "svg-hostile-text", pathExtension: "svg")
    }

    /// A label and a tinted bordered button in cells of 5 × 10 points, the box font's character
    /// size at 10 points, so each character is one cell. The label: the `tray` symbol, a 12-point
    /// square (1.2 × 10) at x 10…22, y 10…22, drawn as its terminal character ▭ in the cell nearest
    /// its left edge (column 2), on the row of y 22 − 12 / 3 = 18 (row 1) (Docs/Differences.md
    /// "Symbol images"), 8 points of spacing, then "Inbox" from x 30 = column 6. The button: "Send" padded 12 horizontally from x 10, so its
    /// text starts at x 22 (column 4, the nearest cell). The border is the frame's outline.
    func testTerminalLabelAndButton() {
        let view = VStack(alignment: .leading, spacing: 10) {
            Label("Inbox", systemImage: "tray")
            Button("Send") {}.buttonStyle(.bordered).tint(.red)
        }
        .padding(10)
        .border(Color.gray)
        let snapshot = LayoutSnapshot(of: view.font(.system(size: 10)), proposal: .unspecified, environment: boxEnvironment())
        let renderer = TerminalRenderer(cellWidth: 5, cellHeight: 10)
        assertSnapshot(renderer.render(snapshot.displayList, colors: false), named: "terminal-label-and-button")
    }

    /// Hostile text in the terminal: no control character reaches the output when colours are
    /// off, so no escape sequence can be injected. Checked by hand: text layout gives ESC and BEL
    /// no glyph, so "[2J" stays as plain characters; the C1 CSI U+009B starts a control sequence
    /// that the painter skips through its final byte "d" (TerminalText's rule): "a[2Jbc", one
    /// character a 5-point cell.
    func testTerminalHostileText() {
        let hostile = "a\u{1B}[2Jb\u{7}c\u{9B}d"
        let output = TerminalRenderer(cellWidth: 5, cellHeight: 10).render(boxDisplayList(Text(hostile)), colors: false)
        XCTAssertFalse(output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        XCTAssertFalse(output.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        assertSnapshot(output, named: "terminal-hostile-text")
    }
}
