import XCTest
import Foundation
import Glibc

/// Drives the built `pets` binary in a real terminal: tmux (skipped when tmux is absent). A
/// detached session of 80 × 24 cells on a private server runs a shell, which runs `pets`; the
/// test reads the screen with `capture-pane`, votes with Tab and Space and with an SGR mouse
/// click on a button, and quits with `q`, after which the alternate screen must be left.
final class PetsEndToEndTests: XCTestCase {
    /// Skipped under a sanitizer (`Scripts/sanitize.sh` sets `ARRANGE_SANITIZER`): the slowdown breaks the wall-clock timeouts of the terminal it drives.
    override func setUpWithError() throws {
        if let sanitizer = ProcessInfo.processInfo.environment["ARRANGE_SANITIZER"] {
            throw XCTSkip("the \(sanitizer) sanitizer slows `pets` past the wall-clock timeouts of a terminal driven through tmux")
        }
    }

    private let server = "arrange-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"

    /// The directory of the built products: next to the test bundle (`.build/debug`).
    private var productsDirectory: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first { $0.hasSuffix(".xctest") } ?? Bundle.main.bundlePath)
        return bundle.deletingLastPathComponent()
    }

    private func executable(named name: String) -> String? {
        for directory in ["/usr/bin", "/usr/local/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
            return "\(directory)/\(name)"
        }
        return nil
    }

    /// Runs tmux on the test's private server and returns what it printed. It is spawned with
    /// `posix_spawn` and waited for with `waitpid`, its output going to a file: the server that
    /// `new-session` starts keeps the descriptors it inherits, so neither a pipe nor Foundation's
    /// `Process` (which waits for them) would ever see the end.
    @discardableResult
    private func tmux(_ arguments: String...) throws -> String {
        let tmux = executable(named: "tmux") ?? "tmux"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(server)-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([tmux, "-L", server, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, tmux, &actions, nil, argv, environ) == 0 else { throw XCTSkip("cannot run tmux") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    }

    /// Waits until `condition` holds on the screen text, up to `timeout` seconds.
    private func waitForScreen(_ what: String, timeout: TimeInterval = 15, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = ""
        while Date() < deadline {
            screen = try tmux("capture-pane", "-p", "-t", "pets")
            if condition(screen) { return screen }
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTFail("timed out waiting for \(what); the screen:\n\(screen)")
        return screen
    }

    /// The count at the end of the leaderboard row of `type`.
    private func votes(of type: String, on screen: String) -> Int? {
        guard let line = screen.split(separator: "\n").first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(type) && $0.contains("─") }) else { return nil }
        return line.split(separator: " ").last.flatMap { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "─"))) }
    }

    /// Starts `pets` from a shell in a detached 80 × 24 tmux session named "pets" (the shell prints
    /// `pets-exited-STATUS` when it ends) and returns the first voting screen; skips without tmux
    /// or the built binary.
    private func startPets() throws -> String {
        guard executable(named: "tmux") != nil else { throw XCTSkip("tmux is not installed") }
        let pets = productsDirectory.appendingPathComponent("pets").path
        guard FileManager.default.isExecutableFile(atPath: pets) else { throw XCTSkip("no pets binary at \(pets)") }
        try tmux("new-session", "-d", "-s", "pets", "-x", "80", "-y", "24", "sh")
        try tmux("send-keys", "-t", "pets", "-l", "'\(pets)'; echo pets-exited-$?")
        try tmux("send-keys", "-t", "pets", "Enter")
        return try waitForScreen("the voting screen") { votes(of: "Dog", on: $0) != nil }
    }

    override func tearDown() {
        _ = try? tmux("kill-server")
    }

    func testVotingInARealTerminalAndQuittingRestoresIt() throws {
        var screen = try startPets()
        XCTAssertEqual(try tmux("display-message", "-p", "-t", "pets", "#{alternate_on}").trimmingCharacters(in: .whitespacesAndNewlines), "1")
        XCTAssertEqual(votes(of: "Cat", on: screen), 25)

        // Tab to the first button (the cat's) and press it with Space.
        try tmux("send-keys", "-t", "pets", "Tab")
        try tmux("send-keys", "-t", "pets", "Space")
        screen = try waitForScreen("the cat's vote") { votes(of: "Cat", on: $0) == 26 }

        // Click the goldfish's button: find its label on the button row, the last line naming it.
        let lines = screen.components(separatedBy: "\n")
        let row = try XCTUnwrap(lines.lastIndex { $0.contains("Goldfish") && !$0.contains("─") })
        let column = try XCTUnwrap(lines[row].range(of: "Goldfish")).lowerBound.utf16Offset(in: lines[row]) + 4
        let click = "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m"
        try tmux("send-keys", "-t", "pets", "-l", click)
        screen = try waitForScreen("the goldfish's vote") { votes(of: "Goldfish", on: $0) == 10 }
        XCTAssertEqual(votes(of: "Cat", on: screen), 26)

        // q quits; the shell's screen is back.
        try tmux("send-keys", "-t", "pets", "q")
        screen = try waitForScreen("the shell") { $0.contains("pets-exited-0") }
        XCTAssertEqual(try tmux("display-message", "-p", "-t", "pets", "#{alternate_on}").trimmingCharacters(in: .whitespacesAndNewlines), "0")
        XCTAssertFalse(screen.contains("Goldfish ─"))
    }

    func testSIGTERMRestoresTheTerminal() throws {
        _ = try startPets()
        // The shell's child is pets.
        let shell = try tmux("display-message", "-p", "-t", "pets", "#{pane_pid}").trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        let child = try XCTUnwrap(children.split(separator: " ").first.flatMap { pid_t($0) })
        XCTAssertEqual(kill(child, SIGTERM), 0)
        let screen = try waitForScreen("the shell") { $0.contains("pets-exited-143") }
        XCTAssertEqual(try tmux("display-message", "-p", "-t", "pets", "#{alternate_on}").trimmingCharacters(in: .whitespacesAndNewlines), "0")
        XCTAssertFalse(screen.contains("Goldfish ─"))
    }

    /// ArgumentParser's usage error: "Error: …" and the usage, exit status 64 (EX_USAGE).
    func testBadArgumentsExitWithStatus64() throws {
        for name in ["pets", "layout-switcher", "radial"] {
            let path = productsDirectory.appendingPathComponent(name).path
            guard FileManager.default.isExecutableFile(atPath: path) else { throw XCTSkip("no \(name) binary at \(path)") }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = ["--frames", "3"]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 64, name)
            XCTAssertTrue(message.hasPrefix("Error: Unknown option '--frames'"), message)
            XCTAssertTrue(message.contains("Usage: \(name)"), message)
        }
    }

    func testWithoutATerminalOneFrameIsPrinted() throws {
        let path = productsDirectory.appendingPathComponent("pets").path
        guard FileManager.default.isExecutableFile(atPath: path) else { throw XCTSkip("no pets binary at \(path)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--size", "640x384"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = Pipe()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(text.contains("Goldfish"))
        XCTAssertFalse(text.contains("\u{1B}[?1049h"))
    }
}
