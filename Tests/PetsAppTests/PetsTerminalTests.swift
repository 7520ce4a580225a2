import XCTest
import Arrange
import ArrangeRendering
import ArrangeTerminal
@testable import PetsApp

/// The pet-voting screen in a terminal host (without a terminal): votes by key and by click,
/// the dynamic type toggle, the narrow terminal, and the cost of a frame.
final class PetsTerminalTests: XCTestCase {
    private func makeHost(columns: Int = 80, rows: Int = 24) -> TerminalHost<PetVotingView> {
        let terminal = TerminalHost(rootView: PetVotingView(), session: TerminalSession(write: { _ in }),
                                    columns: columns, rows: rows, log: TerminalLog(path: nil))
        let command = PetsCommand.command
        terminal.keyHandler = { [unowned terminal] key, modifiers in command.keyHandler?(terminal, key, modifiers) ?? false }
        return terminal
    }

    /// The vote count shown on the leaderboard row of `type`.
    private func votes(of type: String, on text: String) -> Int? {
        guard let line = text.split(separator: "\n").first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(type) && $0.contains("─") }) else { return nil }
        return line.split(separator: " ").last.flatMap { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "─"))) }
    }

    func testTheWholeScreenFitsEightyByTwentyFour() {
        let terminal = makeHost()
        _ = terminal.frame()
        let text = terminal.screen?.plainText ?? ""
        XCTAssertEqual(votes(of: "Cat", on: text), 25)
        XCTAssertEqual(votes(of: "Goldfish", on: text), 9)
        XCTAssertEqual(votes(of: "Dog", on: text), 16)
        XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, 24)
    }

    func testVotesByKeyboardAndByClickChangeTheScreen() throws {
        let terminal = makeHost()
        _ = terminal.frame()
        XCTAssertTrue(terminal.receive(Array("\t ".utf8)))     // the first button is the cat's
        let change = terminal.frame()
        XCTAssertFalse(change.isEmpty)
        XCTAssertFalse(change.contains("\u{1B}[2J"))
        XCTAssertEqual(votes(of: "Cat", on: terminal.screen?.plainText ?? ""), 26)
        let button = try XCTUnwrap(terminal.viewHost.frame(of: "vote-Dog"))
        let column = Int(button.midX / 8) + 1, row = Int(button.midY / 16) + 1
        XCTAssertTrue(terminal.receive(Array("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m".utf8)))
        _ = terminal.frame()
        XCTAssertEqual(votes(of: "Dog", on: terminal.screen?.plainText ?? ""), 17)
        XCTAssertFalse(terminal.receive(Array("q".utf8)))
    }

    func testLargeTypeAndNarrowTerminalsStackTheButtons() throws {
        let terminal = makeHost()
        func isVertical() throws -> Bool {
            let cat = try XCTUnwrap(terminal.viewHost.frame(of: "vote-Cat")), dog = try XCTUnwrap(terminal.viewHost.frame(of: "vote-Dog"))
            XCTAssertEqual(cat.width, dog.width, accuracy: 0.01)   // equal widths either way
            return cat.minX == dog.minX && cat.minY < dog.minY
        }
        XCTAssertFalse(try isVertical())
        XCTAssertTrue(terminal.receive(Array("t".utf8)))
        XCTAssertEqual(terminal.viewHost.environment.dynamicTypeSize, PetsCommand.largeTypeSize)
        XCTAssertTrue(try isVertical())
        XCTAssertTrue(terminal.receive(Array("t".utf8)))
        XCTAssertEqual(terminal.viewHost.environment.dynamicTypeSize, .large)
        XCTAssertFalse(try isVertical())
        terminal.resize(columns: 30, rows: 40)
        XCTAssertTrue(try isVertical())
    }

    /// Prints the cost of a frame: rendering a grid and diffing it, at 80×24 and 200×60 cells, and
    /// the bytes a vote's frame writes against a full redraw. (Measurements, not limits.)
    func testFrameCostIsMeasured() {
        for (columns, rows) in [(80, 24), (200, 60)] {
            let terminal = makeHost(columns: columns, rows: rows)
            let full = terminal.frame()
            terminal.redraw()
            let frames = 10
            let start = Date()
            for index in 0..<frames {
                _ = terminal.viewHost.tap(on: index.isMultiple(of: 2) ? "vote-Goldfish" : "vote-Dog")
                _ = terminal.frame()
            }
            let perFrame = Date().timeIntervalSince(start) * 1000 / Double(frames)
            _ = terminal.viewHost.tap(on: "vote-Cat")
            let vote = terminal.frame()
            XCTAssertLessThan(vote.utf8.count, full.utf8.count / 5)
            var clock = Date()
            for _ in 0..<frames { XCTAssertEqual(terminal.frame(), "") }
            let idle = Date().timeIntervalSince(clock) * 1000 / Double(frames)
            clock = Date()
            for _ in 0..<frames { _ = TerminalRenderer().grid(terminal.viewHost.displayList) }
            let render = Date().timeIntervalSince(clock) * 1000 / Double(frames)
            print("pets \(columns)x\(rows): an unchanged frame \(String(format: "%.1f", idle)) ms, display list to cells \(String(format: "%.1f", render)) ms")
            print("pets \(columns)x\(rows): \(String(format: "%.1f", perFrame)) ms a frame (vote, layout, render, diff); a vote writes \(vote.utf8.count) bytes, a full redraw \(full.utf8.count)")
        }
    }
}
