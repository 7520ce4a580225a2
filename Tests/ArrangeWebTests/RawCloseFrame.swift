import NIOCore

/// A server's answer to a WebSocket upgrade request that ends in a close frame, read from raw
/// bytes: the response's head, then one unmasked close frame whose payload is shorter than 126
/// bytes (RFC 6455 §5.2: FIN and opcode 0x8 in the first byte, the length in the second; §5.5.1:
/// the payload is a two-byte status code and a UTF-8 reason).
struct RawCloseFrame {
    /// The HTTP response's status line and headers.
    let head: String
    /// The close frame's status code.
    let code: Int
    /// The close frame's reason.
    let reason: String

    /// The head and the close frame that `response` starts with; nil while either is incomplete.
    init?(response: ByteBuffer) {
        let bytes = Array(response.readableBytesView)
        guard let headEnd = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
        let end = headEnd.lowerBound
        let frame = bytes[headEnd.upperBound...]
        guard frame.count >= 2 else { return nil }
        let first = frame.startIndex
        let length = Int(frame[first + 1] & 0x7F)
        guard frame[first] == 0x88, frame[first + 1] & 0x80 == 0, length >= 2, length < 126,
              frame.count >= 2 + length else { return nil }
        let payload = frame[(first + 2)..<(first + 2 + length)]
        head = String(decoding: bytes[..<end], as: UTF8.self)
        code = Int(payload[payload.startIndex]) << 8 | Int(payload[payload.startIndex + 1])
        reason = String(decoding: payload.dropFirst(2), as: UTF8.self)
    }
}
