import XCTest
import Arrange
import ArrangeRendering
@testable import ArrangeTerminal

/// The frame differ: the first frame and a resized one are full redraws; later frames write only
/// the changed cells, with cursor moves (CUP `ESC[r;cH`, CUF `ESC[nC`) and styles (SGR) only
/// where needed.
final class TerminalFrameDifferTests: XCTestCase {
    private func grid(_ rows: [String], columns: Int? = nil) -> TerminalGrid {
        var grid = TerminalGrid(columns: columns ?? rows.map(\.count).max() ?? 0, rows: rows.count)
        for (row, text) in rows.enumerated() {
            for (column, character) in text.enumerated() {
                grid[column: column, row: row] = TerminalCell(character: character)
            }
        }
        return grid
    }

    func testTheFirstFrameRedrawsEveryRow() {
        var differ = TerminalFrameDiffer()
        let output = differ.update(to: grid(["ab", "cd"]))
        XCTAssertEqual(output, "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab\u{1B}[2;1Hcd")
        XCTAssertEqual(differ.screen, grid(["ab", "cd"]))
    }

    func testOnlyChangedCellsAreWritten() {
        var differ = TerminalFrameDiffer()
        _ = differ.update(to: grid(["hello world", "second row!"]))
        XCTAssertEqual(differ.update(to: grid(["hello world", "second row!"])), "")
        XCTAssertEqual(differ.update(to: grid(["hello World", "second row!"])), "\u{1B}[1;7HW")
        // Two runs in a row: the cursor skips forward; a run on another row moves there.
        XCTAssertEqual(differ.update(to: grid(["Hello WorlD", "second row?"])), "\u{1B}[1;1HH\u{1B}[9CD\u{1B}[2;11H?")
        // Adjacent changed cells are one run.
        XCTAssertEqual(differ.update(to: grid(["HELLO WorlD", "second row?"])), "\u{1B}[1;2HELLO")
    }

    func testStylesAreWrittenOnlyWhenTheyChange() {
        var differ = TerminalFrameDiffer()
        var before = grid(["abc"])
        _ = differ.update(to: before)
        let red = DisplayList.RGBA(red: 1, green: 0, blue: 0)
        for column in 0..<3 { before[column: column, row: 0].foreground = red }
        before[column: 2, row: 0].isBold = true
        let output = differ.update(to: before)
        XCTAssertEqual(output, "\u{1B}[1;1H\u{1B}[0;38;2;255;0;0mab\u{1B}[0;1;38;2;255;0;0mc\u{1B}[0m")
        var background = before
        background[column: 1, row: 0].background = DisplayList.RGBA(red: 0, green: 0, blue: 1)
        XCTAssertEqual(differ.update(to: background), "\u{1B}[1;2H\u{1B}[0;38;2;255;0;0;48;2;0;0;255mb\u{1B}[0m")
    }

    func testAResizedGridIsRedrawnInFull() {
        var differ = TerminalFrameDiffer()
        _ = differ.update(to: grid(["ab", "cd"]))
        let output = differ.update(to: grid(["ab", "cd", "ef"]))
        XCTAssertTrue(output.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        XCTAssertTrue(output.contains("\u{1B}[3;1Hef"))
        _ = differ.update(to: grid(["abc"]))
        differ.invalidate()
        XCTAssertEqual(differ.update(to: grid(["abc"])), "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Habc")
    }

    func testAWideCharacterIsRewrittenWhole() {
        var differ = TerminalFrameDiffer()
        _ = differ.update(to: grid(["abcd"]))
        var wide = grid(["abcd"])
        wide[column: 1, row: 0] = TerminalCell(character: "猫")
        wide[column: 2, row: 0] = TerminalCell(character: " ", isWideContinuation: true)
        XCTAssertEqual(differ.update(to: wide), "\u{1B}[1;2H猫")
        // Back to narrow characters: both cells are written.
        XCTAssertEqual(differ.update(to: grid(["abcd"])), "\u{1B}[1;2Hbc")
    }

    func testARealFrameWritesFarFewerBytesWhenLittleChanges() {
        let renderer = TerminalRenderer()
        func list(_ count: Int) -> DisplayList {
            LayoutSnapshot(of: VStack { Text("Count: \(count)"); Color.blue.frame(height: 32) }.padding(),
                           in: CGSize(width: 640, height: 384)).displayList
        }
        var differ = TerminalFrameDiffer()
        let full = differ.update(to: renderer.grid(list(1)))
        let change = differ.update(to: renderer.grid(list(2)))
        XCTAssertGreaterThan(full.utf8.count, 10 * change.utf8.count)
        XCTAssertTrue(change.contains("2"))
        XCTAssertFalse(change.contains("Count"))
    }
}
