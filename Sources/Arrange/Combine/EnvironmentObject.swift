import OpenCombine

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
///
/// An ancestor places the object with `environmentObject(_:)`; the property reads the object of
/// its type from the environment where the view appears, and, like `@ObservedObject`, makes the
/// ``ViewHost`` update whenever the object announces a change.
///
/// ```swift
/// struct Badge: View {
///     @EnvironmentObject var session: Session
///     var body: some View { Text(session.userName) }
/// }
/// // An ancestor: Badge().environmentObject(session)
/// ```
///
/// Reading the property when no ancestor supplied an object of its type stops the program, as in
/// SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentObjectBox<ObjectType>()

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties using
    /// dynamic member lookup.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty {
    func install(in runtime: ViewRuntime, key: StateKey, environment: EnvironmentValues) {
        let object = environment.observableObject(of: ObjectType.self)
        box.object = object
        let storage = runtime.storage(for: key) { ObservableObjectStorage<ObjectType>() }
        if let object { storage.observe(object, for: runtime, owner: key.identity) } else { storage.stopObserving() }
    }
}
