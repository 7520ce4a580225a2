import Arrange

/// What a request to `/render/NAME.EXT?…` asks for, read and checked against ``RenderLimits``
/// (Docs/Web.md, "Image service").
///
/// - `width`, `height`: the size proposed to the view, in points (each a finite number greater
///   than 0, at most ``RenderLimits/maximumDimension``); absent, that dimension of the proposal
///   the view was registered with (its ideal size by default). The image is the view's own size,
///   as with SwiftUI's `ImageRenderer.proposedSize`.
/// - `scale`: pixels per point of a PNG (greater than 0, at most ``RenderLimits/maximumScale``); 1
///   by default. An SVG is drawn in points whatever the scale; the scale is still its
///   environment's `displayScale`.
/// - Every other parameter is the view's own (``RenderParameters``).
public struct RenderRequest: Sendable, Equatable {
    /// The registered name.
    public var name: String
    /// The format asked for.
    public var format: RenderFormat
    /// The proposed width, or nil for the view's ideal width.
    public var width: Double?
    /// The proposed height, or nil for the view's ideal height.
    public var height: Double?
    /// Pixels per point.
    public var scale: Double
    /// The view's own parameters, decoded.
    public var parameters: [String: String]

    /// The parameters the service itself reads.
    static let reservedNames: Set<String> = ["width", "height", "scale"]

    /// Reads a request for `file` (the decoded last path segment, `NAME.EXT`) with `query` (as
    /// sent, percent-encoded, without `?`).
    ///
    /// - Parameters:
    ///   - file: The file name, decoded.
    ///   - query: The query string as sent, or nil.
    ///   - limits: The limits to check.
    /// - Throws: ``WebRequestError``: 404 for a file name without a known extension, 400 for a
    ///   bad parameter, with the reason.
    public init(file: String, query: String?, limits: RenderLimits) throws(WebRequestError) {
        guard let dot = file.lastIndex(of: "."), let format = RenderFormat(rawValue: String(file[file.index(after: dot)...])) else {
            throw WebRequestError(.notFound, "not found: a render URL ends in .png or .svg")
        }
        name = String(file[..<dot])
        self.format = format
        let query = query ?? ""
        if query.utf8.count > limits.maximumQueryLength {
            throw WebRequestError(.badRequest, "the query is \(query.utf8.count) bytes long, more than \(limits.maximumQueryLength)")
        }
        var values: [String: String] = [:]
        for pair in query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = Self.decode(parts[0]), let value = Self.decode(parts.count > 1 ? parts[1] : Substring("").utf8[...]) else {
                throw WebRequestError(.badRequest, "a query parameter has a malformed percent escape or is not UTF-8")
            }
            guard key.utf8.count <= limits.maximumParameterLength, value.utf8.count <= limits.maximumParameterLength else {
                throw WebRequestError(.badRequest, "a query parameter is longer than \(limits.maximumParameterLength) bytes")
            }
            guard values.updateValue(value, forKey: key) == nil else {
                throw WebRequestError(.badRequest, "the parameter \(RenderParameters.quoted(key)) is given more than once")
            }
            guard values.count <= limits.maximumParameterCount else {
                throw WebRequestError(.badRequest, "more than \(limits.maximumParameterCount) query parameters")
            }
        }
        width = try Self.number("width", values["width"], in: limits.maximumDimension)
        height = try Self.number("height", values["height"], in: limits.maximumDimension)
        scale = try Self.number("scale", values["scale"], in: limits.maximumScale) ?? 1
        parameters = values.filter { !Self.reservedNames.contains($0.key) }
    }

    /// The size proposed to the view: `width` and `height` where given, else `base`'s dimensions.
    ///
    /// - Parameter base: The registered view's own proposal.
    public func proposal(replacing base: ProposedViewSize = .unspecified) -> ProposedViewSize {
        ProposedViewSize(width: width.map { CGFloat($0) } ?? base.width, height: height.map { CGFloat($0) } ?? base.height)
    }

    /// `text` as a finite number greater than 0 and at most `maximum`, nil when absent.
    static func number(_ name: String, _ text: String?, in maximum: Double) throws(WebRequestError) -> Double? {
        guard let text else { return nil }
        guard let value = RenderParameters.finiteNumber(text), value > 0, value <= maximum else {
            throw WebRequestError(.badRequest, "\(name) must be a number greater than 0 and at most \(Self.format(maximum)), not \(RenderParameters.quoted(text))")
        }
        return value
    }

    /// `value` without a fraction when it has none (8192, not 8192.0).
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A query component decoded: `+` is a space (HTML's form encoding), `%XX` a byte; nil when an
    /// escape is malformed or the bytes are not UTF-8.
    static func decode(_ raw: Substring.UTF8View) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            index = raw.index(after: index)
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = raw[index...].first.flatMap(hexValue) else { return nil }
                index = raw.index(after: index)
                guard let low = raw[index...].first.flatMap(hexValue) else { return nil }
                index = raw.index(after: index)
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
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
