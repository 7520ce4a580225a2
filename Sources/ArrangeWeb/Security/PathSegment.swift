/// Checks one segment of a request's path before anything uses it as a name (Docs/Web.md, "Security").
///
/// Hummingbird matches routes and hands out parameters on the path as the client sent it, still
/// percent-encoded; a segment is the text between two `/`. A segment is refused when it:
///
/// - is `.` or `..`, spelt plainly or percent-encoded (`%2E%2E`): a name never walks up a tree;
/// - holds an encoded slash or backslash (`%2F`, `%5C`) or a plain backslash: one segment never
///   becomes two after decoding;
/// - holds a NUL (`%00`) or another control character (below U+0020, or U+007F);
/// - holds a malformed percent escape (`%` not followed by two hex digits), or decodes to bytes
///   that are not UTF-8;
/// - is longer than ``maximumLength`` bytes as sent.
///
/// Anything else is decoded (`%20` becomes a space) and returned.
public enum PathSegment {
    /// The longest segment accepted, in bytes as sent (still encoded): 255, the longest file name
    /// on common file systems; no registered name or path component comes near it.
    public static let maximumLength = 255

    /// The decoded segment, or the reason it is refused.
    ///
    /// - Parameter raw: The segment as sent, percent-encoded, without slashes.
    /// - Returns: The decoded segment.
    /// - Throws: ``PathSegmentError`` naming the first problem found.
    public static func validate(_ raw: Substring) throws(PathSegmentError) -> String {
        if raw.utf8.count > maximumLength { throw .tooLong(length: raw.utf8.count, maximum: maximumLength) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count)
        var iterator = raw.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw .malformedEscape
                }
                let decoded = high << 4 | low
                if decoded == UInt8(ascii: "/") || decoded == UInt8(ascii: "\\") { throw .encodedSlash }
                try check(decoded)
                bytes.append(decoded)
            } else {
                if byte == UInt8(ascii: "\\") { throw .encodedSlash }
                try check(byte)
                bytes.append(byte)
            }
        }
        if bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")] { throw .dotSegment }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8 }
        return text
    }

    /// Checks every segment of `path` (a request's path as sent), ignoring empty segments.
    ///
    /// - Parameter path: The path, starting with `/`, without its query.
    /// - Throws: ``PathSegmentError`` for the first segment refused.
    public static func validatePath(_ path: String) throws(PathSegmentError) {
        for segment in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            _ = try validate(Substring(segment))
        }
    }

    private static func check(_ byte: UInt8) throws(PathSegmentError) {
        if byte == 0 { throw .nul }
        if byte < 0x20 || byte == 0x7F { throw .controlCharacter }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
