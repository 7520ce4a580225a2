import OpenCombine

/// The `ObservableObject`s placed in an environment with `environmentObject(_:)`, by type.
private struct ObservableObjectsKey: EnvironmentKey {
    static let defaultValue: [ObjectIdentifier: AnyObject] = [:]
}

extension EnvironmentValues {
    /// The object of type `T` that an ancestor placed with `environmentObject(_:)`, if any.
    func observableObject<T: ObservableObject>(of type: T.Type) -> T? {
        self[ObservableObjectsKey.self][ObjectIdentifier(type)] as? T
    }

    /// Places `object` for the views inside, replacing any object of its type.
    mutating func setObservableObject<T: ObservableObject>(_ object: T) {
        self[ObservableObjectsKey.self][ObjectIdentifier(T.self)] = object
    }
}

extension View {
    /// Supplies an observable object to a view subhierarchy: the views inside read it with an
    /// `@EnvironmentObject` property of the object's type.
    ///
    /// - Parameter object: The object to store and make available to the view's subhierarchy.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentModifierView(content: self) { $0.setObservableObject(object) }
    }
}
