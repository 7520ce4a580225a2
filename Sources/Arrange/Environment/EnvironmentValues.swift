/// A collection of environment values propagated through a view hierarchy.
///
/// Set a value for a subtree with `.environment(\.layoutDirection, .rightToLeft)`; read it with
/// the key path or, for your own keys, the `EnvironmentKey` subscript.
public struct EnvironmentValues: CustomStringConvertible {
    /// The values set, by key, each in a box of its key's value type. A list, not a dictionary:
    /// an environment holds a few dozen keys at most, and comparing identifiers in a row costs
    /// less than hashing one; the box's type is known from the key, so reading needs no cast
    /// (Docs/Engine.md, "Resolving").
    private var storage: [(key: ObjectIdentifier, box: AnyEnvironmentValueBox)] = []

    /// The layout direction: right-to-left mirrors every layout horizontally.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The display scale of this environment (1 by default, as on a non-Retina display).
    public var displayScale: CGFloat = 1

    /// Creates an environment with default values.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let index = index(of: ObjectIdentifier(key)) else {
                readLog?.record(ObjectIdentifier(key), nil)
                return K.defaultValue
            }
            // Only `set` stores under K, and it stores a box of K.Value.
            let box = storage[index].box
            readLog?.record(ObjectIdentifier(key), box)
            return unsafeDowncast(box, to: EnvironmentValueBox<K.Value>.self).value
        }
        set {
            let box = EnvironmentValueBox(newValue)
            if let index = index(of: ObjectIdentifier(key)) {
                storage[index].box = box
            } else {
                storage.append((ObjectIdentifier(key), box))
            }
        }
    }

    /// Whether a value is stored for the key with this identifier.
    subscript(hasValueFor key: ObjectIdentifier) -> Bool {
        let index = index(of: key)
        readLog?.record(key, index.map { storage[$0].box })
        return index != nil
    }

    /// The box holding the value set for `key`, or nil when none is set; not a read.
    func box(for key: ObjectIdentifier) -> AnyEnvironmentValueBox? {
        index(of: key).map { storage[$0].box }
    }

    /// The log that records the keys read, while a `ViewHost` resolves its views
    /// (`EnvironmentReadLog`); nil elsewhere.
    var readLog: EnvironmentReadLog?

    @inline(__always)
    private func index(of key: ObjectIdentifier) -> Int? {
        var index = storage.count - 1
        while index >= 0 {
            if storage[index].key == key { return index }
            index -= 1
        }
        return nil
    }

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
