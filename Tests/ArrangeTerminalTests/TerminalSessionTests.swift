import XCTest
import Glibc
@testable import ArrangeTerminal

/// The session's output: the exact sequences written when it takes the terminal over and gives
/// it back (xterm private modes 1049 alternate screen, 25 cursor, 1000 button reports, 1006 SGR).
final class TerminalSessionTests: XCTestCase {
    func testStartAndRestoreWriteTheExactSequencesOnce() {
        var written: [String] = []
        let session = TerminalSession(write: { written.append($0) })
        XCTAssertFalse(session.isActive)
        session.start()
        XCTAssertTrue(session.isActive)
        XCTAssertEqual(written, ["\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[0m\u{1B}[2J"])
        session.start()
        XCTAssertEqual(written.count, 1)
        session.write("x")
        session.restore()
        XCTAssertFalse(session.isActive)
        XCTAssertEqual(written, [TerminalSession.startSequence, "x", "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"])
        session.restore()
        XCTAssertEqual(written.count, 3)
    }

    func testASessionIsRestoredWhenReleased() {
        var written: [String] = []
        do {
            let session = TerminalSession(write: { written.append($0) })
            session.start()
        }
        XCTAssertEqual(written.last, TerminalSession.restoreSequence)
    }

    func testPipesAreNotTerminals() {
        var descriptors: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&descriptors), 0)
        defer { close(descriptors[0]); close(descriptors[1]) }
        let session = TerminalSession(inputDescriptor: descriptors[0], outputDescriptor: descriptors[1])
        XCTAssertFalse(session.isTerminal)
        XCTAssertNil(session.windowSize)
        // Writing to a descriptor: the restore sequence is armed for signals and exit, then disarmed.
        session.start()
        XCTAssertTrue(TerminalRestoration.isArmed)
        session.restore()
        XCTAssertFalse(TerminalRestoration.isArmed)
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(descriptors[0], &buffer, buffer.count)
        XCTAssertEqual(String(decoding: buffer[0..<max(count, 0)], as: UTF8.self), TerminalSession.startSequence + TerminalSession.restoreSequence)
    }
}
