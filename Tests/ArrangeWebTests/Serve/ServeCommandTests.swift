import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// `arrange serve`, run as a user runs it: it prints its URL, serves the index, the card and the
/// gallery, and exits with status 0 on SIGTERM and SIGINT (Docs/Web.md, "Image service").
/// Skipped when the tool isn't built beside the tests (`swift build --build-tests` builds it).
final class ServeCommandTests: XCTestCase {
    /// A server test: skipped under a sanitizer (`skipUnderSanitizer()`).
    override func setUpWithError() throws {
        try skipUnderSanitizer()
    }

    /// The tool in the build products directory, beside the test bundle.
    func tool() throws -> URL {
        let url = Bundle.main.bundleURL.appendingPathComponent("arrange")
        guard FileManager.default.isExecutableFile(atPath: url.path) else { throw XCTSkip("the arrange tool isn't built at \(url.path)") }
        return url
    }

    /// A running `arrange serve --port 0` and the URL it printed.
    func start() throws -> (process: Process, url: URL, output: FileHandle) {
        let process = Process()
        process.executableURL = try tool()
        process.arguments = ["serve", "--port", "0"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Reads up to the first line feed: the tool prints its URL once it listens.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let start = text.range(of: "http://"), let end = text[start.lowerBound...].firstIndex(of: " "),
              let url = URL(string: String(text[start.lowerBound..<end])) else {
            process.terminate()
            throw XCTSkip("arrange serve printed no URL: \(text)")
        }
        return (process, url, out.fileHandleForReading)
    }

    /// The response to a GET of `path`, waiting for it.
    func get(_ path: String, from base: URL) throws -> (status: Int, headers: [AnyHashable: Any], body: Data) {
        let url = try XCTUnwrap(URL(string: path, relativeTo: base))
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: (Int, [AnyHashable: Any], Data)?
        URLSession.shared.dataTask(with: url) { data, response, _ in
            if let http = response as? HTTPURLResponse { result = (http.statusCode, http.allHeaderFields, data ?? Data()) }
            done.signal()
        }.resume()
        // Bounded, like every server test (Docs/Web.md, "Testing the server").
        guard done.wait(timeout: .now() + 60) == .success else { throw TestDeadlineExceeded(seconds: 60) }
        return try XCTUnwrap(result)
    }

    /// Waits for `process` to exit, at most `seconds`; past that it is killed and the test fails.
    func waitForExit(_ process: Process, seconds: Double = 30) throws {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while process.isRunning {
            if Date() > deadline {
                kill(process.processIdentifier, SIGKILL)
                throw TestDeadlineExceeded(seconds: seconds)
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    func testItServesTheIndexTheCardAndTheGalleryAndStopsOnSignals() throws {
        for signal in [SIGTERM, SIGINT] {
            let (process, url, output) = try start()
            // Bound to the loopback address by default.
            XCTAssertEqual(url.host, "127.0.0.1")
            let index = try get("/", from: url)
            XCTAssertEqual(index.status, 200)
            let html = String(decoding: index.body, as: UTF8.self)
            for link in ["/apps/pets", "/apps/layout-switcher", "/apps/radial", "/render/card.png", "/render/gallery/drawing-card.png"] {
                XCTAssertTrue(html.contains("href=\"\(link)"), link)
            }
            XCTAssertNotNil(index.headers["Content-Security-Policy"] ?? index.headers["content-security-policy"])
            // The social card is 1200 × 630 points: at scale 1 its PNG is 1200 × 630 (IHDR, PNG §11.2.2).
            let card = try get("/render/card.png?title=Hello", from: url)
            XCTAssertEqual(card.status, 200)
            XCTAssertEqual(Array(card.body.prefix(24).suffix(8)), [0, 0, 0x04, 0xB0, 0, 0, 0x02, 0x76])
            // The gallery's card is scaled by 0.5: 600 × 315 points, an SVG of that size.
            let svg = try get("/render/gallery/drawing-card.svg", from: url)
            XCTAssertEqual(svg.status, 200)
            XCTAssertTrue(String(decoding: svg.body, as: UTF8.self).contains("width=\"600\" height=\"315\""))
            XCTAssertEqual(try get("/render/gallery/no-such-example.png", from: url).status, 404)
            XCTAssertEqual(try get("/render/gallery/..%2F..%2Fetc.png", from: url).status, 400)

            kill(process.processIdentifier, signal)
            try waitForExit(process)
            XCTAssertEqual(process.terminationReason, .exit, "signal \(signal)")
            XCTAssertEqual(process.terminationStatus, 0, "signal \(signal)")
            XCTAssertTrue(String(decoding: output.readDataToEndOfFile(), as: UTF8.self).contains("Stopped."))
        }
    }

    func testABadPortIsRefused() throws {
        let process = Process()
        process.executableURL = try tool()
        process.arguments = ["serve", "--port", "70000"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try waitForExit(process)
        XCTAssertNotEqual(process.terminationStatus, 0)
        XCTAssertTrue(message.contains("--port must be in 0...65535, not 70000"), message)
    }
}
