/// A bad parameter of a render request: answered `400 Bad Request` with ``reason`` as the body.
///
/// ``RenderParameters`` records one for each value it cannot read as asked; a registered view's
/// closure may throw one of its own for a check of its own:
///
/// ```swift
/// service.register("bar") { params in
///     let value = params.double("value") ?? 0
///     guard value <= 100 else { throw RenderParameterError("value must be at most 100") }
///     return Bar(value: value)
/// }
/// ```
public struct RenderParameterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, on one line.
    public var reason: String

    /// An error with `reason` (line breaks become spaces).
    ///
    /// - Parameter reason: What is wrong.
    public init(_ reason: String) {
        self.reason = String(reason.map { $0.isNewline ? " " : $0 })
    }

    /// The reason.
    public var description: String { reason }
}
