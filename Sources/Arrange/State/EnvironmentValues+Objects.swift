import Observation

/// The observable objects placed in an environment, by type.
private struct EnvironmentObjectsKey: EnvironmentKey {
    static let defaultValue: [ObjectIdentifier: AnyObject] = [:]
}

extension EnvironmentValues {
    /// The observable object of type `T` that an ancestor placed with `environment(_:)`, if any.
    func object<T: AnyObject>(of type: T.Type) -> T? {
        self[EnvironmentObjectsKey.self][ObjectIdentifier(type)] as? T
    }

    /// Places `object` (or removes the object of its type, when nil) for the views inside.
    mutating func setObject<T: AnyObject>(_ object: T?, of type: T.Type) {
        self[EnvironmentObjectsKey.self][ObjectIdentifier(type)] = object
    }
}

extension View {
    /// Places an observable object in the view's environment, where `@Environment(T.self)` reads
    /// it.
    ///
    /// - Parameter object: The object to set for this object's type in the environment, or nil to
    ///   clear an object of this type from the environment.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentModifierView(content: self) { $0.setObject(object, of: T.self) }
    }
}
