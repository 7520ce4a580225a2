import XCTest
import Foundation

/// The `arrange` executable, run as a user would: exit statuses, messages on standard error,
/// progress lines. Skipped when the tool hasn't been built next to the tests (`swift build
/// --build-tests` builds it).
final class ArrangeToolTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The tool in the build products directory, beside the test bundle.
    private func tool() throws -> URL {
        let url = Bundle.main.bundleURL.appendingPathComponent("arrange")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw XCTSkip("the arrange tool isn't built at \(url.path)")
        }
        return url
    }

    private func run(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = try tool()
        process.arguments = arguments
        if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// One example: exit 0, the progress line on standard error, the index's path on standard output.
    func testGalleryOfOneExample() throws {
        let out = directory.appendingPathComponent("out")
        let result = try run(["gallery", out.path, "--only", "seed-leaderboard"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "[1/1] seed-leaderboard-grid\n")
        XCTAssertEqual(result.stdout, out.appendingPathComponent("index.html").path + "\n")
        for file in ["seed-leaderboard-grid.svg", "seed-leaderboard-grid.png", "index.html"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(file).path), file)
        }
    }

    /// DIR is a file: exit 1 (ArgumentParser's failure status) with the reason.
    func testDirectoryThatIsAFile() throws {
        let file = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let result = try run(["gallery", file.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("\(file.path) is a file, not a directory"), result.stderr)
    }

    /// Bad arguments: exit 64 (EX_USAGE) with a message: a missing DIR, a bad scale, an unknown
    /// option, an unknown subcommand.
    func testBadArguments() throws {
        for arguments in [["gallery"], ["gallery", directory.path, "--scale", "0"], ["gallery", directory.path, "--scale", "x"],
                          ["gallery", directory.path, "--bogus"], ["bogus"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("Error:"), "\(arguments): \(result.stderr)")
        }
    }

    /// A filter that matches nothing: exit 1, the filter named.
    func testFilterMatchingNothing() throws {
        let result = try run(["gallery", directory.path, "--only", "zzz"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("no example name starts with \"zzz\""), result.stderr)
    }

    /// `arrange list` prints one name and title a line.
    func testList() throws {
        let result = try run(["list"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("seed-leaderboard-grid\tLeaderboard grid"), result.stdout)
    }

    /// `arrange show NAME --no-color` draws the example as plain terminal text: the leaderboard's
    /// names appear, and no escape character does.
    func testShowDrawsInTheTerminal() throws {
        let result = try run(["show", "seed-leaderboard-grid", "--no-color"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Goldfish"), result.stdout)
        XCTAssertFalse(result.stdout.contains("\u{1B}"))
        // Standard output is a pipe here: plain text unless colour is asked for (no-color.org's
        // convention for tools: colour only for a terminal, never with NO_COLOR set, a flag wins).
        XCTAssertFalse(try run(["show", "seed-leaderboard-grid"]).stdout.contains("\u{1B}"))
        XCTAssertTrue(try run(["show", "seed-leaderboard-grid", "--color"]).stdout.contains("\u{1B}"))
        XCTAssertFalse(try run(["show", "seed-leaderboard-grid"], environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}"))
        let unknown = try run(["show", "nothing"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.stderr.contains("no example named nothing"), unknown.stderr)
    }
}
