import OpenCombine

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// The view does not own the object: it is passed in, typically from a `@StateObject` of an
/// ancestor. While the view is in a ``ViewHost``'s tree with that object, every change the object
/// announces through `objectWillChange` makes the host update; a new object passed to the same
/// view replaces the subscription.
///
/// ```swift
/// struct NameEditor: View {
///     @ObservedObject var profile: Profile
///     var body: some View { TextField("Name", text: $profile.name) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The underlying value that the observed object references.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    ///
    /// - Parameter wrappedValue: An initial value for the observable object.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates an observed object with an initial value.
    ///
    /// - Parameter initialValue: An initial value.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// A projection of the observed object that creates bindings to its properties using dynamic
    /// member lookup: `$profile.name` is a `Binding<String>`.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: InstallableProperty {
    func install(in runtime: ViewRuntime, key: StateKey, environment: EnvironmentValues) {
        runtime.storage(for: key) { ObservableObjectStorage<ObjectType>() }.observe(wrappedValue, for: runtime, owner: key.identity)
    }
}
