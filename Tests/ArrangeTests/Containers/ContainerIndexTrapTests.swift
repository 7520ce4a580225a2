import XCTest
import Foundation
@testable import Arrange

/// Reading `subviews[i]` out of range of a `SubviewsCollection` is a programmer error, as for any
/// `RandomAccessCollection` (an `Array`'s subscript traps too): Arrange stops with a
/// precondition failure whose message names the index and the valid range. The trap runs in a
/// child process (this test binary, told to run only `testChildReadsSubviewOutOfRange`), whose
/// message the test reads.
final class ContainerIndexTrapTests: XCTestCase {
    /// Skipped under a sanitizer (`Scripts/sanitize.sh` sets `ARRANGE_SANITIZER`): its trap in a child process is reported by the sanitizer as an error of its own.
    override func setUpWithError() throws {
        if let sanitizer = ProcessInfo.processInfo.environment["ARRANGE_SANITIZER"] {
            throw XCTSkip("a trap in a child process is reported by the \(sanitizer) sanitizer as an error of its own")
        }
    }

    private static let childVariable = "ARRANGE_CONTAINER_TRAP_CHILD"

    /// The child's part: reads the fourth of three subviews. Skipped unless run as the child.
    func testChildReadsSubviewOutOfRange() throws {
        guard ProcessInfo.processInfo.environment[Self.childVariable] == "1" else {
            throw XCTSkip("runs only as the child process of testOutOfRangeSubviewTrapsWithAClearMessage")
        }
        let content = ForEach(0..<3) { _ in Color.red }
        _ = LayoutSnapshot(of: Group(subviews: content) { subviews in subviews[3] }, proposal: .unspecified)
    }

    func testOutOfRangeSubviewTrapsWithAClearMessage() throws {
        #if !DEBUG
        throw XCTSkip("precondition messages are printed only in debug builds")
        #else
        let message = try ChildProcess.runTrapping("ContainerIndexTrapTests/testChildReadsSubviewOutOfRange", environment: [Self.childVariable: "1"])
        XCTAssertTrue(message.contains("SubviewsCollection index 3 is out of range 0..<3"), message)
        #endif
    }
}
