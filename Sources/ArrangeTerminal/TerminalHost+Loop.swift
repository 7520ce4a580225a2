import Arrange
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TerminalHost {
    /// Runs the program until `q`, Ctrl-C or the end of input: takes over the terminal
    /// (``TerminalSession/start()``), sizes the host to it, then ticks ``framesPerSecond`` times
    /// a second, handling the input that arrived, advancing the host's clock and writing the
    /// cells that changed; restores the terminal on the way out. Each tick's
    /// `ViewHost.advance(by:)` runs the work the views scheduled on the main thread that has
    /// fallen due in real time (`DispatchQueue.main.async` and `asyncAfter`, main-actor tasks and
    /// their `Task.sleep`, `Timer`s): Docs/Differences.md, "Animation timing and scheduled work". Meant for a session whose
    /// descriptors are a terminal (``TerminalSession/isTerminal``); without one, print a frame
    /// instead (`TerminalRenderer().render(viewHost.displayList)`).
    public func run() {
        session.start()
        defer { session.restore() }
        if let size = session.windowSize { resize(columns: size.columns, rows: size.rows) }
        let interval = 1 / max(framesPerSecond, 1)
        var last = Self.now()
        var nextTick = last
        session.write(frame())
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if session.takeResize(), let size = session.windowSize {
                resize(columns: size.columns, rows: size.rows)
            }
            let wait = max(0, nextTick - Self.now())
            var descriptor = pollfd(fd: session.inputDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32((wait * 1000).rounded(.up)))
            if ready > 0 {
                let count = read(session.inputDescriptor, &buffer, buffer.count)
                if count == 0 { return }
                if count > 0, !receive(Array(buffer[0..<count])) { return }
                if count < 0, errno != EINTR, errno != EAGAIN { return }
            } else if ready == 0, !decoder.pending.isEmpty {
                // Nothing followed a lone Escape in time: it is the Escape key.
                if !decoder.flush().allSatisfy(handle) { return }
            }
            let now = Self.now()
            if now >= nextTick {
                viewHost.advance(by: now - last)
                last = now
                session.write(frame())
                nextTick += interval
                if nextTick < now { nextTick = now + interval }
            }
        }
    }

    /// A monotonic clock, in seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
