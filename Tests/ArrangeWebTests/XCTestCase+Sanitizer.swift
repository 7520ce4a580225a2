import Foundation
import XCTest

extension XCTestCase {
    /// Skips the test when `Scripts/sanitize.sh` runs the suite (it sets `ARRANGE_SANITIZER`).
    ///
    /// The tests that start a Hummingbird application (SwiftNIO event loops, async request and
    /// WebSocket streams) run in the plain `swift test` only. Under AddressSanitizer one of them
    /// (`RenderServiceTests`, after 1,700 other tests in the same process) once waited forever
    /// with every thread idle, and a CI job cannot afford an unbounded wait; the sanitizer job is
    /// there for the engine's memory lifetimes (Docs/Engine.md, "Sanitizers").
    func skipUnderSanitizer() throws {
        if let sanitizer = ProcessInfo.processInfo.environment["ARRANGE_SANITIZER"] {
            throw XCTSkip("a server test, run without the \(sanitizer) sanitizer (Docs/Engine.md, \"Sanitizers\")")
        }
    }
}
