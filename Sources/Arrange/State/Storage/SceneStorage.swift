import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
///
/// The values are kept in the scene store of the ``ViewHost`` running the view (in memory unless the host was given one); outside a host, in a store of their own that nothing else reads.
///
/// Supported values: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, their optionals (nil
/// removes the key), and `RawRepresentable` types whose raw value is an `Int` or a `String`. A
/// stored value of another type reads as the default.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let codec: StorageCodec<Value>
    let box = EnvironmentBox()

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    /// The store the property reads and writes.
    var store: AppStorageStore { box.values?.sceneStorageStore ?? SceneStorageFallback.store }

    /// The stored value, or the default when none is stored.
    public var wrappedValue: Value {
        get { store[key].flatMap(codec.decode) ?? defaultValue }
        nonmutating set { store[key] = codec.encode(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let property = self
        return Binding(get: { property.wrappedValue }, set: { property.wrappedValue = $0 })
    }

    /// Creates a property that can read and write a `Bool` stored under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a `Bool` is not stored for the key.
    ///   - key: The key to read and write the value to.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .bool)
    }

    /// Creates a property that can read and write an optional `Bool` stored under `key`: nil when
    /// none is stored; setting nil removes it.
    ///
    /// - Parameter key: The key to read and write the value to.
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(.bool))
    }

    /// Creates a property that can read and write a `Int` stored under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a `Int` is not stored for the key.
    ///   - key: The key to read and write the value to.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .int)
    }

    /// Creates a property that can read and write an optional `Int` stored under `key`: nil when
    /// none is stored; setting nil removes it.
    ///
    /// - Parameter key: The key to read and write the value to.
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(.int))
    }

    /// Creates a property that can read and write a `Double` stored under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a `Double` is not stored for the key.
    ///   - key: The key to read and write the value to.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .double)
    }

    /// Creates a property that can read and write an optional `Double` stored under `key`: nil when
    /// none is stored; setting nil removes it.
    ///
    /// - Parameter key: The key to read and write the value to.
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(.double))
    }

    /// Creates a property that can read and write a `String` stored under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a `String` is not stored for the key.
    ///   - key: The key to read and write the value to.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .string)
    }

    /// Creates a property that can read and write an optional `String` stored under `key`: nil when
    /// none is stored; setting nil removes it.
    ///
    /// - Parameter key: The key to read and write the value to.
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(.string))
    }

    /// Creates a property that can read and write a `URL` stored under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a `URL` is not stored for the key.
    ///   - key: The key to read and write the value to.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url)
    }

    /// Creates a property that can read and write an optional `URL` stored under `key`: nil when
    /// none is stored; setting nil removes it.
    ///
    /// - Parameter key: The key to read and write the value to.
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional(.url))
    }

    /// Creates a property that can read and write a `Data` stored under `key`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a `Data` is not stored for the key.
    ///   - key: The key to read and write the value to.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .data)
    }

    /// Creates a property that can read and write an optional `Data` stored under `key`: nil when
    /// none is stored; setting nil removes it.
    ///
    /// - Parameter key: The key to read and write the value to.
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional(.data))
    }

    /// Creates a property that can read and write a value whose raw value is a `Int`, stored
    /// under `key` as its raw value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if none is stored for the key.
    ///   - key: The key to read and write the value to.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.int))
    }

    /// Creates a property that can read and write an optional value whose raw value is a `Int`.
    ///
    /// - Parameter key: The key to read and write the value to.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.int)))
    }

    /// Creates a property that can read and write a value whose raw value is a `String`, stored
    /// under `key` as its raw value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if none is stored for the key.
    ///   - key: The key to read and write the value to.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.string))
    }

    /// Creates a property that can read and write an optional value whose raw value is a `String`.
    ///
    /// - Parameter key: The key to read and write the value to.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.string)))
    }
}

extension SceneStorage: InstallableProperty {
    func install(in runtime: ViewRuntime, key: StateKey, environment: EnvironmentValues) {
        box.values = environment
    }
}

extension SceneStorage: EnvironmentReadingProperty {
    func connect(to environment: EnvironmentValues) {
        box.values = environment
    }
}

/// The store of `@SceneStorage` properties of views outside a host.
enum SceneStorageFallback {
    static let store = AppStorageStore()
}
