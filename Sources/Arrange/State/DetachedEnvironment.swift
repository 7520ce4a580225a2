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
        if !connect(Mirror(reflecting: view), to: environment) { typesWithout.insert(type) }
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
