/// A simulator device that runs a preview (Apple's `PreviewDevice`), named as Xcode names it, for
/// example `PreviewDevice(rawValue: "iPhone 15")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public var rawValue: String

    /// Creates a device from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a device from a string literal naming it.
    public init(stringLiteral: String) {
        self.rawValue = stringLiteral
    }
}
