import Arrange
import ArrangeSnapshotTesting
import Foundation
import SnapshotTesting
import XCTest

/// A label above a bar whose width the test chooses.
struct Bar: View {
    var width: CGFloat = 100
    var body: some View {
        VStack(spacing: 8) {
            Color(red: 0.2, green: 0.4, blue: 0.8).frame(width: width, height: 20).id("bar")
            Color.orange.frame(width: 40, height: 10)
        }
    }
}

/// The text strategies (`.frames`, `.displayList`, `.svg`) against the references in
/// `__Snapshots__/FramesStrategyTests/`, and what they report when a frame moves.
///
/// Expected frames (the reference `testFramesMatchReference.1.txt`, read as a check of the rules):
/// the VStack is as wide as its widest child, 100, and 20 + 8 + 10 = 38 tall (Docs/LayoutRules.md
/// §4: children stacked with the given spacing); in a 200 × 100 host it is centred at
/// ((200 − 100) / 2, (100 − 38) / 2) = (50, 31) (§11).
final class FramesStrategyTests: XCTestCase {
    func testFramesMatchReference() {
        MainActor.assumeIsolated {
            assertSnapshot(of: Bar(), as: .frames(size: CGSize(width: 200, height: 100)))
        }
    }

    /// A bar one point wider (101) is a different frame tree: `.frames` fails, and its message
    /// is the line diff of the bar's frame (the VStack's and the bar's widths change).
    func testOnePointChangeFailsFrames() throws {
        try MainActor.assumeIsolated {
            let failure = verifySnapshot(of: Bar(width: 101), as: .frames(size: CGSize(width: 200, height: 100)),
                                         named: "1", record: .never, testName: "testFramesMatchReference")
            let message = try XCTUnwrap(failure)
            XCTAssertTrue(message.contains("FrameLayout (49.5, 31, 101, 20)"), message)
        }
    }

    /// At its ideal size (no size given) the stack is proposed `.unspecified` and placed at the
    /// origin: the same 100 × 38 tree, at (0, 0).
    func testFramesAtIdealSize() {
        MainActor.assumeIsolated {
            assertSnapshot(of: Bar(), as: .frames)
        }
    }

    func testDisplayListMatchesReference() {
        MainActor.assumeIsolated {
            assertSnapshot(of: Bar(), as: .displayList)
        }
    }

    func testSVGMatchesReference() {
        MainActor.assumeIsolated {
            assertSnapshot(of: Bar(), as: .svg)
        }
    }

    /// Record mode as swift-snapshot-testing has it: with `record: .all` the reference is written
    /// and the assertion reports that it recorded; with `.never` a missing reference fails
    /// without writing one; afterwards the recorded reference verifies.
    func testRecordModes() throws {
        try MainActor.assumeIsolated {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-record-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let missing = verifySnapshot(of: Bar(), as: .frames, named: "bar", record: .never, snapshotDirectory: folder)
            XCTAssertTrue(try XCTUnwrap(missing).contains("No reference was found on disk"))
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/testRecordModes.bar.txt"))
            let recorded = verifySnapshot(of: Bar(), as: .frames, named: "bar", record: .all, snapshotDirectory: folder)
            XCTAssertTrue(try XCTUnwrap(recorded).contains("Record mode is on"))
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/testRecordModes.bar.txt"))
            XCTAssertNil(verifySnapshot(of: Bar(), as: .frames, named: "bar", record: .never, snapshotDirectory: folder))
        }
    }

    /// Off the main thread a strategy calls no `body` (views are main-actor isolated) and gives a
    /// snapshot saying why, which fails against any reference.
    func testOffMainThreadGivesASentence() {
        nonisolated(unsafe) let strategy = Snapshotting<Color, String>.frames
        let done = expectation(description: "snapshot")
        nonisolated(unsafe) var text = ""
        Thread {
            strategy.snapshot(Color.red).run { text = $0; done.fulfill() }
        }.start()
        wait(for: [done], timeout: 10)
        XCTAssertTrue(text.contains("called off the main thread"), text)
    }
}
