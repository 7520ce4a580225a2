/// A collection of environment values propagated through a view hierarchy.
///
/// Set a value for a subtree with `.environment(\.layoutDirection, .rightToLeft)`; read it with
/// the key path or, for your own keys, the `EnvironmentKey` subscript.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// The layout direction: right-to-left mirrors every layout horizontally.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The display scale of this environment (1 by default, as on a non-Retina display).
    public var displayScale: CGFloat = 1

    /// Creates an environment with default values.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Most environments set few keys, many none: skip the hash when there is nothing.
            if storage.isEmpty { return K.defaultValue }
            return storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether a value is stored for the key with this identifier.
    subscript(hasValueFor key: ObjectIdentifier) -> Bool { storage[key] != nil }

    /// The size of a pixel on the screen: `1 / displayScale`, or 1 when the scale is not a
    /// positive finite number (a pixel is then taken to be a point, as at the default scale).
    public var pixelLength: CGFloat {
        displayScale.isFinite && displayScale > 0 ? 1 / displayScale : 1
    }

    /// A summary of the values that are set.
    public var description: String {
        "EnvironmentValues(layoutDirection: \(layoutDirection), displayScale: \(displayScale), custom keys: \(storage.count))"
    }
}
