#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif




/// Takes over a terminal for a full-screen program and gives it back (Arrange's addition).
///
/// ```swift
/// let session = TerminalSession()
/// try session.start()        // alternate screen, raw mode, cursor hidden, mouse reports on
/// defer { session.restore() }
/// session.write("\u{1B}[1;1HHello")
/// ```
///
/// ``start()`` writes ``startSequence`` (the alternate screen, the cursor hidden, mouse button
/// reports in SGR form, the screen cleared) and, when the input is a terminal, puts it in raw mode
/// (`cfmakeraw`: no echo, no line editing, no signals from Ctrl-C, which arrives as a byte).
/// ``restore()`` writes ``restoreSequence`` and reinstates the terminal's attributes. The
/// terminal is also restored when the process exits (`atexit`), on SIGINT, SIGTERM, SIGHUP and
/// SIGQUIT, and on the signals of a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP),
/// after which the signal's default action runs. SIGWINCH is recorded for
/// ``takeResize()``.
///
/// Output goes to `write` when one is given (for tests), else to the output descriptor; only a
/// session writing to a descriptor is restored by the handlers.
public final class TerminalSession {
    /// Enters the alternate screen (1049), hides the cursor (25), turns on mouse button reports
    /// (1000) and motion reports while a button is held (1002) in SGR form (1006), turns on
    /// bracketed paste (2004), resets the style and clears the screen.
    public static let startSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[0m\u{1B}[2J"
    /// Turns bracketed paste and mouse reports off, resets the style, shows the cursor and leaves the alternate
    /// screen, in the reverse order of ``startSequence``.
    public static let restoreSequence = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// The descriptor keys and mouse reports are read from.
    public let inputDescriptor: Int32
    /// The descriptor the screen is written to.
    public let outputDescriptor: Int32
    /// Whether the session holds the terminal (between ``start()`` and ``restore()``).
    public private(set) var isActive = false

    private let writer: ((String) -> Void)?
    private var savedAttributes: termios?

    /// Creates a session on the given descriptors (standard input and output by default).
    ///
    /// - Parameters:
    ///   - inputDescriptor: Where input is read from; raw mode is set on it when it is a terminal.
    ///   - outputDescriptor: Where output is written, unless `write` is given.
    ///   - write: Receives the output instead of the descriptor (for tests); nil by default.
    public init(inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO, write: ((String) -> Void)? = nil) {
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        self.writer = write
    }

    deinit {
        restore()
    }

    /// Whether both descriptors are terminals (an interactive session is possible).
    public var isTerminal: Bool {
        isatty(inputDescriptor) != 0 && isatty(outputDescriptor) != 0
    }

    /// Takes over the terminal: raw mode (when the input is a terminal), then ``startSequence``.
    /// Does nothing when the session is active.
    public func start() {
        guard !isActive else { return }
        isActive = true
        var attributes = termios()
        if isatty(inputDescriptor) != 0, tcgetattr(inputDescriptor, &attributes) == 0 {
            savedAttributes = attributes
            var raw = attributes
            cfmakeraw(&raw)
            _ = tcsetattr(inputDescriptor, TCSAFLUSH, &raw)
        }
        if writer == nil {
            TerminalRestoration.arm(sequence: Self.restoreSequence, output: outputDescriptor, input: inputDescriptor,
                                    attributes: savedAttributes)
        }
        write(Self.startSequence)
    }

    /// Gives the terminal back: ``restoreSequence``, then the attributes from before raw mode.
    /// Does nothing when the session is not active.
    public func restore() {
        guard isActive else { return }
        isActive = false
        if writer == nil { TerminalRestoration.disarm() }
        write(Self.restoreSequence)
        if var attributes = savedAttributes {
            _ = tcsetattr(inputDescriptor, TCSAFLUSH, &attributes)
            savedAttributes = nil
        }
    }

    /// Writes `text` to the terminal (all of it, retrying after interruptions).
    public func write(_ text: String) {
        guard !text.isEmpty else { return }
        if let writer {
            writer(text)
            return
        }
        var bytes = Array(text.utf8)
        var written = 0
        bytes.withUnsafeMutableBytes { buffer in
            while written < buffer.count {
                #if canImport(Glibc)
                let result = Glibc.write(outputDescriptor, buffer.baseAddress! + written, buffer.count - written)
                #else
                let result = Darwin.write(outputDescriptor, buffer.baseAddress! + written, buffer.count - written)
                #endif
                if result < 0, errno == EINTR || errno == EAGAIN { continue }
                if result <= 0 { break }
                written += result
            }
        }
    }

    /// The terminal's size in cells (`TIOCGWINSZ`), or nil when the output is not a terminal.
    public var windowSize: (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Whether the terminal was resized (SIGWINCH) since the last call.
    public func takeResize() -> Bool {
        TerminalRestoration.takeResize()
    }
}
