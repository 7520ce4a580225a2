import Foundation
import XCTest

extension XCTestCase {
    /// Skips the test when `Scripts/sanitize.sh` runs the suite (it sets `ARRANGE_SANITIZER`).
    ///
    /// The tests that start a Hummingbird application (SwiftNIO event loops, async request and
    /// WebSocket streams) run in the plain `swift test` only: they exercise SwiftNIO and
    /// Hummingbird more than Arrange's memory lifetimes, which the sanitizer job is there for, and
    /// one of them once hung in its WebSocket client under AddressSanitizer (Docs/Engine.md,
    /// "Sanitizers"; Docs/Web.md, "Testing the server").
    func skipUnderSanitizer() throws {
        if let sanitizer = ProcessInfo.processInfo.environment["ARRANGE_SANITIZER"] {
            throw XCTSkip("a server test, run without the \(sanitizer) sanitizer (Docs/Engine.md, \"Sanitizers\")")
        }
    }
}
