import Foundation

/// The problems met reading colour glyphs: each is written once to standard error, and kept (the
/// last hundred) for tests to read.
enum ColorGlyphDiagnostics {
    nonisolated(unsafe) private static var reported: [String] = []
    private static let lock = NSLock()

    /// The messages reported so far, oldest first.
    static var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return reported
    }

    /// Writes `message` to standard error unless it was written before.
    static func report(_ message: String) {
        lock.lock()
        let isNew = !reported.contains(message)
        if isNew {
            reported.append(message)
            if reported.count > 100 { reported.removeFirst() }
        }
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
}
