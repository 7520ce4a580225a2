import XCTest
import Arrange
import ArrangeRendering
@testable import ArrangeTerminal

/// The terminal host without a terminal: bytes in, frames out.
final class TerminalHostTests: XCTestCase {
    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count: \(count)").id("label")
                Button("Add") { count += 1 }.buttonStyle(.bordered).id("button")
            }
        }
    }

    private func makeHost() -> (TerminalHost<Counter>, () -> [String]) {
        final class Box { var lines: [String] = [] }
        let box = Box()
        let host = TerminalHost(rootView: Counter(), session: TerminalSession(write: { box.lines.append($0) }),
                                columns: 40, rows: 10, log: TerminalLog(path: nil))
        return (host, { box.lines })
    }

    func testKeysAndClicksReachTheViewAndOnlyChangesAreRedrawn() throws {
        let (host, _) = makeHost()
        XCTAssertEqual(host.viewHost.size, CGSize(width: 320, height: 160))
        let first = host.frame()
        XCTAssertTrue(first.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        XCTAssertTrue(first.contains("Count: 0"))
        XCTAssertEqual(host.frame(), "")
        XCTAssertTrue(host.receive(Array("\t ".utf8)))       // Tab to the button, Space presses it
        let change = host.frame()
        XCTAssertTrue(change.contains("1"))
        XCTAssertLessThan(change.utf8.count, first.utf8.count / 4)
        // A click: pressed and released over the button's cell.
        let frame = try XCTUnwrap(host.viewHost.frame(of: "button"))
        let column = Int(frame.midX / 8) + 1, row = Int(frame.midY / 16) + 1
        XCTAssertTrue(host.receive(Array("\u{1B}[<0;\(column);\(row)M".utf8)))
        XCTAssertEqual(host.frame(), "", "a press alone does not tap")
        XCTAssertTrue(host.receive(Array("\u{1B}[<0;\(column);\(row)m".utf8)))
        XCTAssertTrue(host.frame().contains("2"))
        XCTAssertEqual(host.point(column: 0, row: 0), CGPoint(x: 4, y: 8))
    }

    func testQAndControlCQuitAndTheKeyHandlerComesFirst() {
        let (host, _) = makeHost()
        var seen: [KeyEquivalent] = []
        host.keyHandler = { key, _ in seen.append(key); return key == "x" }
        XCTAssertTrue(host.receive(Array("x".utf8)))
        XCTAssertFalse(host.receive(Array("q".utf8)))
        XCTAssertFalse(host.receive([0x03]))
        XCTAssertTrue(host.receive(Array("Q".utf8)))
        XCTAssertEqual(seen, ["x", "Q"])
    }

    func testAResizeRelaysOutAndRedrawsEverything() {
        let (host, _) = makeHost()
        _ = host.frame()
        host.resize(columns: 60, rows: 12)
        XCTAssertEqual(host.viewHost.size, CGSize(width: 480, height: 192))
        let redraw = host.frame()
        XCTAssertTrue(redraw.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        XCTAssertTrue(redraw.contains("\u{1B}[12;1H"))
        XCTAssertEqual(host.differ.screen?.columns, 60)
        host.redraw()
        XCTAssertTrue(host.frame().hasPrefix("\u{1B}[0m\u{1B}[2J"))
    }

    func testDiagnosticsGoToTheLogFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-log-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let host = TerminalHost(rootView: Counter(), session: TerminalSession(write: { _ in }), columns: 20, rows: 5, log: TerminalLog(path: path))
        host.resize(columns: 30, rows: 6)
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains("resized to 30x6 cells"))
        XCTAssertFalse(TerminalLog(path: nil).isEnabled)
    }
}
