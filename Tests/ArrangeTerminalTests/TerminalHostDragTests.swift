import XCTest
import Arrange
import ArrangeRendering
@testable import ArrangeTerminal

/// The terminal host sends the left button's press, motion (mode 1002) and release to its view
/// host as a pointer going down, moving and going up at cell centres (cells are 8 × 16 points:
/// `TerminalRenderer`), so drags reach `DragGesture`.
final class TerminalHostDragTests: XCTestCase {
    private final class Log { var translations: [CGSize] = [] }

    private struct Pad: View {
        let log: Log
        var body: some View {
            Color.red.gesture(DragGesture().onEnded { log.translations.append($0.translation) })
        }
    }

    func testAMouseDragDrivesADragGesture() {
        let log = Log()
        let host = TerminalHost(rootView: Pad(log: log), session: TerminalSession(write: { _ in }),
                                columns: 40, rows: 10, log: TerminalLog(path: nil))
        // Press in column 3, row 2 (1-based in the report), drag to column 8, row 4, release there.
        XCTAssertTrue(host.receive(Array("\u{1B}[<0;3;2M".utf8)))
        XCTAssertTrue(host.receive(Array("\u{1B}[<32;5;3M\u{1B}[<32;8;4M".utf8)))
        XCTAssertTrue(host.receive(Array("\u{1B}[<0;8;4m".utf8)))
        // 5 columns × 8 points across, 2 rows × 16 points down.
        XCTAssertEqual(log.translations, [CGSize(width: 40, height: 32)])
        XCTAssertFalse(host.viewHost.isPointerDown)
    }

    func testAReleaseWithoutAPressIsIgnored() {
        let log = Log()
        let host = TerminalHost(rootView: Pad(log: log), session: TerminalSession(write: { _ in }),
                                columns: 40, rows: 10, log: TerminalLog(path: nil))
        XCTAssertTrue(host.receive(Array("\u{1B}[<0;8;4m".utf8)))
        XCTAssertEqual(host.viewHost.diagnostics, [])
        XCTAssertEqual(log.translations, [])
    }
}
