/// Connects the environment-reading properties of views resolved without a host that keeps state
/// (`LayoutSnapshot`, `LayoutHost`): their `@Environment` properties read the environment their
/// ancestors set (Apple's `Environment`), although no state is kept.
enum DetachedEnvironment {
    /// Connects the environment-reading properties of `view` (found by reflection, including those
    /// nested in the user's own dynamic properties) to `environment`; types found to have none are
    /// added to `typesWithout` and skipped from then on.
    static func connectAll<V>(of view: V, to environment: EnvironmentValues, typesWithout: inout Set<ObjectIdentifier>) {
        let type = ObjectIdentifier(V.self)
        guard !typesWithout.contains(type) else { return }
        if !connect(view, to: environment) { typesWithout.insert(type) }
    }

    /// Connects the properties among `value`'s stored fields, by the fields of its type found once
    /// (`DynamicPropertyFields`), or by reflecting the value; whether it found any dynamic property.
    private static func connect<V>(_ value: V, to environment: EnvironmentValues) -> Bool {
        withUnsafePointer(to: value) { connect(V.self, at: UnsafeRawPointer($0), to: environment) }
    }

    /// `connect(_:to:)` for the value of type `V` at `address`.
    private static func connect<V>(_: V.Type, at address: UnsafeRawPointer, to environment: EnvironmentValues) -> Bool {
        guard let fields = DynamicPropertyFields.of(V.self) else {
            return connect(Mirror(reflecting: address.assumingMemoryBound(to: V.self).pointee), to: environment)
        }
        for field in fields.fields {
            if let reading = field.environmentReading {
                connectReading(reading, at: address + field.offset, to: environment)
            } else {
                _ = connectNested(field.type, at: address + field.offset, to: environment)
            }
        }
        return !fields.fields.isEmpty
    }

    /// `connect(_:at:to:)` for a dynamic property of the user's, of type `P`.
    private static func connectNested<P: DynamicProperty>(_: P.Type, at address: UnsafeRawPointer, to environment: EnvironmentValues) -> Bool {
        connect(P.self, at: address, to: environment)
    }

    /// Connects the environment-reading property of type `P` at `address`.
    private static func connectReading<P: EnvironmentReadingProperty>(_: P.Type, at address: UnsafeRawPointer, to environment: EnvironmentValues) {
        address.assumingMemoryBound(to: P.self).pointee.connect(to: environment)
    }

    /// Connects the properties among `mirror`'s children; whether it found any dynamic property.
    private static func connect(_ mirror: Mirror, to environment: EnvironmentValues) -> Bool {
        var found = false
        for child in mirror.children {
            guard let property = child.value as? any DynamicProperty else { continue }
            found = true
            if let reading = property as? any EnvironmentReadingProperty {
                reading.connect(to: environment)
            } else {
                _ = connect(Mirror(reflecting: property), to: environment)
            }
        }
        return found
    }
}
