import XCTest

/// The bound on server tests (`withTestDeadline(_:_:)`): a test that finishes gives its value;
/// one that would wait for ever fails at the deadline, and its task is cancelled.
final class TestDeadlineTests: XCTestCase {
    func testAFinishedBodyGivesItsValue() async throws {
        let value = try await withTestDeadline(5) { 42 }
        XCTAssertEqual(value, 42)
    }

    func testABodyPastTheDeadlineFailsAndIsCancelled() async throws {
        let started = ContinuousClock.now
        do {
            _ = try await withTestDeadline(0.2) {
                try await Task.sleep(for: .seconds(3600))
            }
            XCTFail("the deadline did not end the wait")
        } catch let error as TestDeadlineExceeded {
            XCTAssertEqual(error.seconds, 0.2)
            XCTAssertTrue(error.description.hasPrefix("the test did not finish within 0.2 s"), error.description)
            XCTAssertTrue(TestDeadlineExceeded(seconds: 60).description.hasPrefix("the test did not finish within 60 s"))
        }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(10))
    }
}
