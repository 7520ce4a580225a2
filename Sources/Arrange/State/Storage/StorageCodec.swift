import Foundation

/// How a property of `@AppStorage` or `@SceneStorage` turns its value into a ``StoredValue`` and
/// back: nil from `encode` removes the key (an optional's nil), nil from `decode` means the stored
/// value is of another type (the property then reads its default).
struct StorageCodec<Value> {
    let encode: (Value) -> StoredValue?
    let decode: (StoredValue) -> Value?
}

extension StorageCodec {
    static var bool: StorageCodec<Bool> { StorageCodec<Bool>(encode: { .bool($0) }, decode: { $0.bool }) }
    static var int: StorageCodec<Int> { StorageCodec<Int>(encode: { .int($0) }, decode: { $0.int }) }
    static var double: StorageCodec<Double> { StorageCodec<Double>(encode: { .double($0) }, decode: { $0.double }) }
    static var string: StorageCodec<String> { StorageCodec<String>(encode: { .string($0) }, decode: { $0.string }) }
    static var url: StorageCodec<URL> { StorageCodec<URL>(encode: { .string($0.absoluteString) }, decode: { $0.string.flatMap(URL.init(string:)) }) }
    static var data: StorageCodec<Data> { StorageCodec<Data>(encode: { .string($0.base64EncodedString()) }, decode: { $0.string.flatMap { Data(base64Encoded: $0) } }) }

    /// The codec of a raw-representable value, through its raw value's codec.
    static func raw<R: RawRepresentable>(_ rawCodec: StorageCodec<R.RawValue>) -> StorageCodec<R> {
        StorageCodec<R>(encode: { rawCodec.encode($0.rawValue) }, decode: { rawCodec.decode($0).flatMap(R.init(rawValue:)) })
    }

    /// The codec of an optional value: nil removes the key.
    static func optional<W>(_ wrapped: StorageCodec<W>) -> StorageCodec<W?> {
        StorageCodec<W?>(encode: { $0.flatMap(wrapped.encode) }, decode: { wrapped.decode($0) })
    }
}
