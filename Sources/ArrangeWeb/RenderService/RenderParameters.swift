import Arrange

/// The query parameters of a render request, read as typed values by a registered view's closure.
///
/// ```swift
/// service.register("card") { params in
///     Card(title: params.string("title") ?? "", count: params.int("count", in: 0...99) ?? 3)
/// }
/// ```
///
/// Each accessor returns nil when the parameter is absent. A parameter that is present but cannot
/// be read as asked (`count=abc`, `ratio=nan`, `count=-1` outside its range) also returns nil, and
/// the first such problem is recorded: the service then answers `400 Bad Request` with it
/// (``RenderParameterError``) instead of rendering. `width`, `height` and `scale` are the
/// service's own (``RenderRequest``) and are not among a view's parameters.
public final class RenderParameters {
    /// The decoded values, by name.
    public let values: [String: String]
    /// The first problem found reading a value, if any.
    public private(set) var problem: RenderParameterError?

    /// Parameters with these decoded values.
    ///
    /// - Parameter values: The values by name.
    public init(_ values: [String: String]) {
        self.values = values
    }

    /// The value of `name` as text, or nil when absent.
    ///
    /// - Parameter name: The parameter's name.
    public func string(_ name: String) -> String? {
        values[name]
    }

    /// The value of `name` as a decimal integer (an optional sign, then digits) within `range`.
    ///
    /// - Parameters:
    ///   - name: The parameter's name.
    ///   - range: The values allowed; any `Int` by default.
    public func int(_ name: String, in range: ClosedRange<Int> = Int.min...Int.max) -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text, radix: 10) else { return record("\(name) must be an integer, not \(Self.quoted(text))") }
        guard range.contains(value) else { return record("\(name) must be in \(range.lowerBound)...\(range.upperBound), not \(value)") }
        return value
    }

    /// The value of `name` as a finite decimal number within `range` (never NaN or infinite).
    ///
    /// - Parameters:
    ///   - name: The parameter's name.
    ///   - range: The values allowed; any finite `Double` by default.
    public func double(_ name: String, in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Self.finiteNumber(text) else { return record("\(name) must be a finite number, not \(Self.quoted(text))") }
        guard range.contains(value) else { return record("\(name) must be in \(range.lowerBound)...\(range.upperBound), not \(value)") }
        return value
    }

    /// The value of `name` as a Boolean: `true`, `1`, `yes` or `on`; `false`, `0`, `no` or `off`.
    ///
    /// - Parameter name: The parameter's name.
    public func bool(_ name: String) -> Bool? {
        guard let text = values[name] else { return nil }
        switch text.lowercased() {
        case "true", "1", "yes", "on": return true
        case "false", "0", "no", "off": return false
        default: return record("\(name) must be true or false, not \(Self.quoted(text))")
        }
    }

    /// The value of `name` as a colour: six or eight hexadecimal digits, `RRGGBB` or `RRGGBBAA`,
    /// with or without a leading `#` (sent as `%23`), in the sRGB colour space.
    ///
    /// - Parameter name: The parameter's name.
    public func color(_ name: String) -> Color? {
        guard let text = values[name] else { return nil }
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit), let number = UInt32(digits, radix: 16) else {
            return record("\(name) must be a colour as RRGGBB or RRGGBBAA, not \(Self.quoted(text))")
        }
        let rgba = digits.count == 6 ? number << 8 | 0xFF : number
        func channel(_ shift: UInt32) -> Double { Double(rgba >> shift & 0xFF) / 255 }
        return Color(.sRGB, red: channel(24), green: channel(16), blue: channel(8), opacity: channel(0))
    }

    /// Records `reason` as the problem unless one was found before, and returns nil.
    private func record<Value>(_ reason: String) -> Value? {
        if problem == nil { problem = RenderParameterError(reason) }
        return nil
    }

    /// `text` as a finite number: decimal digits with an optional sign, point and exponent; never
    /// `nan`, `inf` or hexadecimal, which `Double(_:)` would accept.
    static func finiteNumber(_ text: String) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || "+-.eE".utf8.contains($0) }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `text` in single quotes for a reason: at most 40 characters, control characters escaped.
    static func quoted(_ text: String) -> String {
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        return "'" + shown.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined() + "'"
    }
}
