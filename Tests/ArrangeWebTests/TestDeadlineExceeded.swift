/// The error of a server test that did not finish in time (`withTestDeadline(_:_:)`).
struct TestDeadlineExceeded: Error, CustomStringConvertible {
    /// The time the test had.
    let seconds: Double

    var description: String {
        let time = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        return "the test did not finish within \(time) s (a connection or stream that never ended; see Docs/Web.md, \"Testing the server\")"
    }
}
