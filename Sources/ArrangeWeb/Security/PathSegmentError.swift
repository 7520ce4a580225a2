/// Why ``PathSegment/validate(_:)`` refused a segment of a request's path.
public enum PathSegmentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The segment is `.` or `..` (plain or percent-encoded).
    case dotSegment
    /// The segment holds `%2F`, `%5C` or a backslash.
    case encodedSlash
    /// The segment holds a NUL byte.
    case nul
    /// The segment holds a control character other than NUL.
    case controlCharacter
    /// A `%` is not followed by two hexadecimal digits.
    case malformedEscape
    /// The decoded bytes are not UTF-8.
    case invalidUTF8
    /// The segment is longer than the limit.
    case tooLong(length: Int, maximum: Int)

    /// One line saying what is wrong, for the response's body.
    public var description: String {
        switch self {
        case .dotSegment: "path segment '.' or '..' is not allowed"
        case .encodedSlash: "path segment contains an encoded slash or a backslash"
        case .nul: "path segment contains a NUL byte"
        case .controlCharacter: "path segment contains a control character"
        case .malformedEscape: "path segment contains a malformed percent escape"
        case .invalidUTF8: "path segment is not UTF-8 once decoded"
        case .tooLong(let length, let maximum): "path segment is \(length) bytes long, longer than \(maximum)"
        }
    }
}
