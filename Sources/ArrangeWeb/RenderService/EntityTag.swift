/// A strong entity tag computed from a response's bytes, and the `If-None-Match` test
/// (RFC 9110 §8.8.3, §13.1.2).
///
/// The tag is the 64-bit FNV-1a hash of the bytes and their length, in hexadecimal:
/// `"9c0a…-1f3a"`. It is taken from the content, not from the name and parameters, so that
/// - equal images have equal tags however the request spelt them (`scale=2` and `scale=2.0`,
///   parameters the view ignores, their order);
/// - a change of a view's code, of the fonts or of the renderer changes the tag without a version
///   number anyone must remember to raise.
/// The cost is that a revalidation renders the image again to compare: it saves the transfer,
/// not the work. FNV-1a is not a cryptographic hash, and need not be: the server makes the bytes
/// it tags, and two different images of the same length colliding by chance has odds of 2⁻⁶⁴.
public struct EntityTag: Sendable, Equatable, CustomStringConvertible {
    /// The quoted tag, as sent in the `ETag` header.
    public let description: String

    /// The tag of `bytes`.
    ///
    /// - Parameter bytes: The response's body.
    public init(of bytes: some Sequence<UInt8>) {
        // FNV-1a, 64 bits: offset basis 0xcbf29ce484222325, prime 0x100000001b3
        // (Fowler, Noll, Vo: http://www.isthe.com/chongo/tech/comp/fnv/).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var count = 0
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            count += 1
        }
        let digits = String(hash, radix: 16)
        description = "\"" + String(repeating: "0", count: 16 - digits.count) + digits + "-" + String(count, radix: 16) + "\""
    }

    /// Whether an `If-None-Match` header's value matches this tag: `*`, or a list of tags one of
    /// which equals it by weak comparison (a `W/` prefix ignored), as RFC 9110 §13.1.2 asks.
    ///
    /// - Parameter header: The header's value.
    public func matches(ifNoneMatch header: String) -> Bool {
        let trimmed = header.trimmingWhitespace()
        if trimmed == "*" { return true }
        for candidate in trimmed.split(separator: ",") {
            var tag = Substring(candidate.trimmingWhitespace())
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            if tag == description { return true }
        }
        return false
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
