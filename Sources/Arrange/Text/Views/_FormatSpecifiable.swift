import Foundation

/// A type that a `LocalizedStringKey` interpolation formats with a `printf`-style specifier
/// (SwiftUI's underscored protocol of the same name, adopted by the integer and floating-point
/// types).
public protocol _FormatSpecifiable: Equatable {
    /// The type passed to the formatting function.
    associatedtype _Arg: CVarArg
    /// The value passed to the formatting function.
    var _arg: _Arg { get }
    /// The default specifier: `%lld` for signed integers, `%llu` for unsigned ones, `%lf` for
    /// `Double` and `CGFloat`, `%f` for `Float`.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    /// The value as a 64-bit integer.
    public var _arg: Int64 { Int64(self) }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    /// The value as a 32-bit integer.
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    /// The value as a 32-bit integer.
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    /// The value.
    public var _arg: Int32 { self }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    /// The value.
    public var _arg: Int64 { self }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    /// The value as an unsigned 64-bit integer.
    public var _arg: UInt64 { UInt64(self) }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    /// The value as an unsigned 32-bit integer.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    /// The value as an unsigned 32-bit integer.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    /// The value.
    public var _arg: UInt32 { self }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    /// The value.
    public var _arg: UInt64 { self }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    /// The value.
    public var _arg: Float { self }
    /// `%f`.
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    /// The value.
    public var _arg: Double { self }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    /// The value as a `Double`.
    public var _arg: Double { Double(self) }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}
