import XCTest
import Foundation
@testable import Arrange

/// Reading `subviews[i]` out of range is a programmer error in SwiftUI too (`LayoutSubviews` is a
/// `RandomAccessCollection`, whose subscript requires a valid index), so Arrange stops with a
/// precondition failure whose message says exactly what was wrong. The trap cannot be caught in
/// process: the test runs the trapping layout in a child process (this test binary, told to run
/// only `testChildReadsSubviewOutOfRange`) and reads the message it dies with.
final class SubviewIndexTrapTests: XCTestCase {
    /// Skipped under a sanitizer (`Scripts/sanitize.sh` sets `ARRANGE_SANITIZER`): its trap in a child process is reported by the sanitizer as an error of its own.
    override func setUpWithError() throws {
        if let sanitizer = ProcessInfo.processInfo.environment["ARRANGE_SANITIZER"] {
            throw XCTSkip("a trap in a child process is reported by the \(sanitizer) sanitizer as an error of its own")
        }
    }

    /// Reads `subviews[3]` of a container with two subviews.
    private struct ReadsPastTheEnd: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews[3].sizeThatFits(proposal)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    private static let childVariable = "ARRANGE_SUBVIEW_TRAP_CHILD"

    /// The child's part: traps. Skipped unless run as the child.
    func testChildReadsSubviewOutOfRange() throws {
        guard ProcessInfo.processInfo.environment[Self.childVariable] == "1" else {
            throw XCTSkip("runs only as the child process of testOutOfRangeSubviewIndexTrapsWithAClearMessage")
        }
        _ = LayoutSnapshot(of: ReadsPastTheEnd { Color.red; Color.blue }, proposal: .unspecified)
    }

    func testOutOfRangeSubviewIndexTrapsWithAClearMessage() throws {
        #if !DEBUG
        throw XCTSkip("precondition messages are printed only in debug builds")
        #else
        let message = try ChildProcess.runTrapping("SubviewIndexTrapTests/testChildReadsSubviewOutOfRange", environment: [Self.childVariable: "1"])
        // The precondition in `LayoutSubviews.subscript(_:)`: the index, the valid range, and
        // the layout's type and identity path.
        XCTAssertTrue(message.contains("LayoutSubviews index 3 is out of range 0..<2 (the subviews of ReadsPastTheEnd)"), message)
        #endif
    }
}
