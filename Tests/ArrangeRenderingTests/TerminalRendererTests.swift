import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// The terminal renderer: cells of 8 × 16 points, backgrounds from fills, box drawing from
/// strokes and dividers, text one character a cell. Expected grids are worked out by hand.
final class TerminalRendererTests: XCTestCase {
    private let red = DisplayList.RGBA(Color.red)
    private let black = DisplayList.RGBA.black

    /// Each cell as `#` when it has a background, `.` when it hasn't: row by row.
    private func backgroundMap(_ grid: TerminalGrid) -> String {
        (0..<grid.rows).map { row in
            String((0..<grid.columns).map { grid[column: $0, row: row].background == nil ? "." : "#" })
        }.joined(separator: "\n")
    }

    /// A glyph run of `string` at `origin`, 10 pt, with a box face.
    private func run(_ string: String, at origin: CGPoint, color: DisplayList.RGBA = .black) -> DisplayList.Item {
        let face = DisplayList.FontFace.face(for: BoxTypeface())
        return DisplayList.Item(.glyphs(DisplayList.GlyphRun(face: face, size: 10, glyphs: [.init(id: 1, position: origin)],
                                                             color: color, string: string, origin: origin)))
    }

    func testARedSquareOfSixteenPointsIsTwoCellsOfRedBackground() {
        let list = displayList(Color.red.frame(width: 16, height: 16), width: 16, height: 16)
        let grid = TerminalRenderer().grid(list)
        XCTAssertEqual(grid.columns, 2)
        XCTAssertEqual(grid.rows, 1)
        XCTAssertEqual(grid[column: 0, row: 0].background, red)
        XCTAssertEqual(grid[column: 1, row: 0].background, red)
        XCTAssertEqual(grid.plainText, "")
        XCTAssertEqual(grid.ansiText, "\u{1B}[48;2;255;59;48m  \u{1B}[0m")
    }

    func testCellSizeIsConfigurableAndBadSizesFallBackToTheDefault() {
        let list = displayList(Color.red.frame(width: 16, height: 16), width: 16, height: 16)
        let grid = TerminalRenderer(cellWidth: 4, cellHeight: 8).grid(list)
        XCTAssertEqual([grid.columns, grid.rows], [4, 2])
        XCTAssertEqual(backgroundMap(grid), "####\n####")
        let fallback = TerminalRenderer(cellWidth: .nan, cellHeight: -3)
        XCTAssertEqual([fallback.cellWidth, fallback.cellHeight], [8, 16])
    }

    func testRectangleStrokeIsABox() {
        let list = displayList(Rectangle().stroke(), width: 32, height: 48)
        assertSnapshot(TerminalRenderer().render(list, colors: false), named: "terminal-rectangle-stroke")
    }

    func testRoundedRectangleAndCapsuleStrokesHaveRoundedCorners() {
        let rounded = displayList(RoundedRectangle(cornerRadius: 8).stroke(), width: 32, height: 48)
        assertSnapshot(TerminalRenderer().render(rounded, colors: false), named: "terminal-rounded-rectangle-stroke")
        let capsule = displayList(Capsule().stroke(), width: 48, height: 32)
        XCTAssertEqual(TerminalRenderer().render(capsule, colors: false), "╭────╮\n╰────╯")
    }

    func testLinesMergeWhereTheyCross() {
        let box = Path(CGRect(x: 0, y: 0, width: 32, height: 48))
        let list = DisplayList(size: CGSize(width: 32, height: 48), items: [
            .init(.stroke(box, color: black, style: StrokeStyle())),
            .init(.fill(Path(CGRect(x: 0, y: 24, width: 32, height: 1)), color: .separator, rule: .nonZero)),
            .init(.fill(Path(CGRect(x: 16, y: 0, width: 1, height: 48)), color: .separator, rule: .nonZero)),
        ])
        assertSnapshot(TerminalRenderer().render(list, colors: false), named: "terminal-crossing-lines")
    }

    func testDividersAreLines() {
        let horizontal = displayList(VStack { Divider() }, width: 32, height: 16)
        XCTAssertEqual(TerminalRenderer().render(horizontal, colors: false), "────")
        let vertical = displayList(HStack { Divider() }, width: 8, height: 48)
        XCTAssertEqual(TerminalRenderer().render(vertical, colors: false), "│\n│\n│")
        let offCentre = DisplayList(size: CGSize(width: 64, height: 16), items: [
            .init(.fill(Path(CGRect(x: 36, y: 0, width: 1, height: 16)), color: .separator, rule: .nonZero)),
        ])
        XCTAssertEqual(TerminalRenderer().render(offCentre, colors: false), "    │")
    }

    func testBorderIsABoxAroundTheContent() {
        let list = displayList(Color.clear.frame(width: 40, height: 32).border(Color.blue), width: 40, height: 32)
        let grid = TerminalRenderer().grid(list)
        XCTAssertEqual(grid.plainText, "┌───┐\n└───┘")
        XCTAssertEqual(grid[column: 0, row: 0].foreground, DisplayList.RGBA(Color.blue))
    }

    func testCirclesAreFilledBySamplingCellCentres() {
        let list = displayList(Circle().fill(Color.red), width: 48, height: 48)
        XCTAssertEqual(backgroundMap(TerminalRenderer().grid(list)), ".####.\n######\n.####.")
    }

    func testTextIsOneCellACharacterInItsColour() {
        let list = boxDisplayList(Text("Hi").foregroundColor(.blue).frame(width: 32, alignment: .leading))
        let grid = TerminalRenderer().grid(list)
        XCTAssertEqual(grid.plainText, "Hi")
        XCTAssertEqual(grid[column: 0, row: 0].foreground, DisplayList.RGBA(Color.blue))
        XCTAssertEqual(grid.ansiText, "\u{1B}[38;2;0;122;255mHi\u{1B}[0m  ")
    }

    func testWideCharactersAndEmojiTakeTwoCells() {
        let list = DisplayList(size: CGSize(width: 64, height: 16), items: [run("日本a👍é", at: CGPoint(x: 0, y: 8))])
        let grid = TerminalRenderer().grid(list)
        XCTAssertEqual(grid.plainText, "日本a👍é")
        XCTAssertEqual((0..<8).map { grid[column: $0, row: 0].isWideContinuation },
                       [false, true, false, true, false, false, true, false])
        // A wide character that doesn't fit before the right edge is left out.
        let narrow = DisplayList(size: CGSize(width: 16, height: 16), items: [run("a日", at: CGPoint(x: 0, y: 8))])
        XCTAssertEqual(TerminalRenderer().render(narrow, colors: false), "a")
    }

    func testWritingOverHalfAWideCharacterClearsTheOtherHalf() {
        let list = DisplayList(size: CGSize(width: 32, height: 16), items: [
            run("日本", at: CGPoint(x: 0, y: 8)),
            run("x", at: CGPoint(x: 8, y: 8)),
        ])
        let grid = TerminalRenderer().grid(list)
        XCTAssertEqual(grid.plainText, " x本")
        XCTAssertFalse(grid[column: 1, row: 0].isWideContinuation)
    }

    func testClipsHideCellsOutsideThem() {
        let list = DisplayList(size: CGSize(width: 32, height: 16), items: [
            .init(.pushClip(Path(CGRect(x: 0, y: 0, width: 16, height: 16)), rule: .nonZero)),
            .init(.fill(Path(CGRect(x: 0, y: 0, width: 32, height: 16)), color: red, rule: .nonZero)),
            .init(.popClip),
        ])
        XCTAssertEqual(backgroundMap(TerminalRenderer().grid(list)), "##..")
    }

    func testTransformsMoveWhatTheyContain() {
        let list = DisplayList(size: CGSize(width: 32, height: 32), items: [
            .init(.pushTransform(CGAffineTransform(translationX: 16, y: 16))),
            .init(.fill(Path(CGRect(x: 0, y: 0, width: 16, height: 16)), color: red, rule: .nonZero)),
            .init(.popTransform),
        ])
        XCTAssertEqual(backgroundMap(TerminalRenderer().grid(list)), "....\n..##")
    }

    func testTranslucentColoursAreBlendedOverWhatIsBelow() {
        let half = DisplayList.RGBA(red: 0, green: 0, blue: 0, opacity: 0.5)
        let list = DisplayList(size: CGSize(width: 8, height: 16), items: [
            .init(.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 16)), color: half, rule: .nonZero)),
        ])
        XCTAssertEqual(TerminalRenderer().grid(list)[column: 0, row: 0].background?.bytes.red, 128)
    }

    func testBadInputDrawsNothingAndHugeCanvasesAreCapped() {
        var path = Path(CGRect(x: 0, y: 0, width: 16, height: 16))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 4))
        let list = DisplayList(size: CGSize(width: 16, height: 16), items: [
            .init(.fill(path, color: red, rule: .nonZero)),
            .init(.stroke(path, color: red, style: StrokeStyle())),
        ])
        XCTAssertEqual(backgroundMap(TerminalRenderer().grid(list)), "..")
        XCTAssertEqual(TerminalRenderer().grid(DisplayList(size: CGSize(width: CGFloat.nan, height: -1))).cells.count, 0)
        let huge = TerminalRenderer().grid(DisplayList(size: CGSize(width: 1e12, height: 1e12)))
        XCTAssertEqual([huge.columns, huge.rows], [TerminalRenderer.maximumColumns, TerminalRenderer.maximumRows])
    }

    func testImageRendererWritesTerminalText() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 16, height: 16))
        XCTAssertEqual(renderer.terminal(), "\u{1B}[48;2;255;59;48m  \u{1B}[0m")
        XCTAssertEqual(renderer.terminal(colors: false), "")
    }
}
