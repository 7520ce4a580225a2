import XCTest
import Foundation

/// Runs one test of this test binary in a child process, for tests of traps (which cannot be caught
/// in process): the child is told which test to run and gets `environment` on top of this process's.
enum ChildProcess {
    /// Runs `test` ("Suite/testName") as a child and returns what it printed, having checked that it
    /// died. Skips where the binary cannot be re-run.
    static func runTrapping(_ test: String, environment extra: [String: String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0])
        guard FileManager.default.isExecutableFile(atPath: binary.path), binary.path.hasSuffix(".xctest") else {
            throw XCTSkip("the test binary cannot be re-run as a child here (\(binary.path))")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["ArrangeTests.\(test)"]
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        let errors = Pipe(), output = Pipe()
        process.standardError = errors
        process.standardOutput = output
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            + String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertNotEqual(process.terminationStatus, 0, "the child should have trapped:\n\(message)", file: file, line: line)
        return message
    }
}
