#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif




/// The process-wide record of how to give the terminal back: the bytes to write, where, and the
/// terminal attributes to reinstate. Signal handlers and `atexit` can't capture context, so the
/// one active ``TerminalSession`` registers here, and ``restore()`` uses only `write(2)` and
/// `tcsetattr(3)`, which are async-signal-safe.
enum TerminalRestoration {
    /// The restore sequence, as bytes in memory that outlives any session.
    nonisolated(unsafe) static var bytes: UnsafeMutablePointer<UInt8>?
    /// How many bytes ``bytes`` holds.
    nonisolated(unsafe) static var byteCount = 0
    /// Where the restore sequence is written.
    nonisolated(unsafe) static var outputDescriptor: Int32 = -1
    /// The terminal whose attributes are reinstated, or -1 when they were not changed.
    nonisolated(unsafe) static var inputDescriptor: Int32 = -1
    /// The attributes from before raw mode.
    nonisolated(unsafe) static var savedAttributes = termios()
    /// Whether there is something to restore.
    nonisolated(unsafe) static var isArmed = false
    /// Set by the SIGWINCH handler; cleared by ``takeResize()``.
    nonisolated(unsafe) static var resizePending = false
    /// Whether the handlers and the `atexit` hook are installed (once per process).
    nonisolated(unsafe) static var handlersInstalled = false

    /// The signals after which the terminal is restored before the default action runs: the
    /// ones that end a process by request (INT, TERM, HUP, QUIT) and the ones a crash raises.
    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Records what to restore, and installs the handlers once.
    static func arm(sequence: String, output: Int32, input: Int32, attributes: termios?) {
        let utf8 = Array(sequence.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: utf8.count)
        buffer.initialize(from: utf8, count: utf8.count)
        let old = bytes
        isArmed = false
        bytes = buffer
        byteCount = utf8.count
        old?.deallocate()
        outputDescriptor = output
        if let attributes {
            savedAttributes = attributes
            inputDescriptor = input
        } else {
            inputDescriptor = -1
        }
        isArmed = true
        installHandlers()
    }

    /// Forgets the record after the session restored the terminal itself.
    static func disarm() {
        isArmed = false
    }

    /// Gives the terminal back if a session still holds it: writes the restore sequence and
    /// reinstates the attributes. Safe in a signal handler.
    static func restore() {
        guard isArmed else { return }
        isArmed = false
        if let bytes, byteCount > 0 {
            var written = 0
            while written < byteCount {
                let result = write(outputDescriptor, bytes + written, byteCount - written)
                if result <= 0 { break }
                written += result
            }
        }
        if inputDescriptor >= 0 {
            _ = tcsetattr(inputDescriptor, TCSAFLUSH, &savedAttributes)
        }
    }

    /// Whether the terminal was resized since the last call.
    static func takeResize() -> Bool {
        guard resizePending else { return false }
        resizePending = false
        return true
    }

    /// The actions that were installed before ours, by signal number (so that after restoring
    /// the terminal the signal goes on to them: the default action, or the runtime's crash
    /// reporter).
    nonisolated(unsafe) static var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    /// Installs the signal handlers and the `atexit` hook, once per process.
    private static func installHandlers() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        atexit { TerminalRestoration.restore() }
        for signalNumber in terminatingSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                TerminalRestoration.restore()
                // Then what was there before: the default action, or another handler. The signal is
                // blocked while this handler runs, so it arrives again as this returns (a crash
                // signal by the faulting instruction running again).
                _ = sigaction(received, TerminalRestoration.previousActions + Int(received), nil)
                _ = raise(received)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            _ = sigaction(signalNumber, &action, previousActions + Int(signalNumber))
        }
        var resize = sigaction()
        resize.__sigaction_handler.sa_handler = { _ in TerminalRestoration.resizePending = true }
        sigemptyset(&resize.sa_mask)
        resize.sa_flags = 0
        _ = sigaction(SIGWINCH, &resize, nil)
    }
}
