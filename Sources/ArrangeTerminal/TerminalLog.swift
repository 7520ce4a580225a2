import Foundation

/// Where a terminal program's diagnostics go instead of the screen: the file named by the
/// `ARRANGE_LOG` environment variable, appended to, one line per message; nowhere when it is
/// unset (Arrange's addition).
///
/// ```swift
/// let log = TerminalLog()                  // ARRANGE_LOG=/tmp/pets.log swift run pets
/// log.write("resized to 80x24")
/// ```
public final class TerminalLog {
    private let handle: FileHandle?

    /// Opens the file named by the environment variable `ARRANGE_LOG` (created when missing), or
    /// no file when the variable is unset or the file can't be opened.
    public convenience init() {
        self.init(path: ProcessInfo.processInfo.environment["ARRANGE_LOG"])
    }

    /// Opens the file at `path` for appending (created when missing); no file when `path` is nil
    /// or the file can't be opened.
    public init(path: String?) {
        guard let path, !path.isEmpty else { handle = nil; return }
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        handle = FileHandle(forWritingAtPath: path)
        _ = try? handle?.seekToEnd()
    }

    deinit {
        try? handle?.close()
    }

    /// Whether messages go anywhere.
    public var isEnabled: Bool { handle != nil }

    /// Appends `message` and a line feed.
    public func write(_ message: String) {
        guard let handle else { return }
        try? handle.write(contentsOf: Data((message + "\n").utf8))
    }
}
