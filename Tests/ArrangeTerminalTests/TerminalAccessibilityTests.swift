import XCTest
import Arrange
@testable import ArrangeTerminal

/// The terminal host reads its screen out as a screen reader would (Docs/Differences.md,
/// "Accessibility tree"): a text is its string, a button its label and "button".
final class TerminalAccessibilityTests: XCTestCase {
    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count: \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    func testAccessibilityDescriptionFollowsTheState() {
        MainActor.assumeIsolated {
            let host = TerminalHost(rootView: Counter(), session: TerminalSession(write: { _ in }), columns: 40, rows: 10, log: TerminalLog(path: nil))
            XCTAssertEqual(host.accessibilityDescription, "Count: 0\nAdd, button")
            XCTAssertNil(host.focusedAccessibilityDescription, "nothing has focus yet")
            XCTAssertTrue(host.receive(Array("\t".utf8)))        // Tab to the button
            XCTAssertEqual(host.focusedAccessibilityDescription, "Add, button")
            XCTAssertTrue(host.receive(Array(" ".utf8)))         // Space presses it
            XCTAssertEqual(host.accessibilityDescription, "Count: 1\nAdd, button")
        }
    }
}
