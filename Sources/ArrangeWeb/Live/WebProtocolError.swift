/// Why a live session was closed by the server: the reason sent in the WebSocket close frame
/// (at most 123 bytes, as RFC 6455 §5.5 allows a control frame's payload 125).
enum WebProtocolError: Error, Equatable, CustomStringConvertible {
    /// A text message that is not a valid input message.
    case malformed(String)
    /// A binary message: the protocol is text only.
    case binary
    /// A message larger than the limit, in bytes.
    case tooLarge(limit: Int)

    /// The close frame's reason.
    var description: String {
        switch self {
        case .malformed(let detail): return String("malformed message: \(detail)".utf8.prefix(123)) ?? "malformed message"
        case .binary: return "binary messages are not accepted"
        case .tooLarge(let limit): return "message larger than \(limit) bytes"
        }
    }
}
