import OpenCombine

/// A property wrapper type that instantiates an observable object.
///
/// As with `State`, the object belongs to the view's identity: a ``ViewHost`` makes it (by
/// evaluating the property's initial value) the first time it installs the view at that identity,
/// keeps it across `body` evaluations and new values of the view, and releases it when the
/// identity leaves the tree. Every change the object announces through `objectWillChange` (a
/// `@Published` property's change) makes the host update.
///
/// ```swift
/// final class Library: ObservableObject { @Published var books: [String] = [] }
/// struct Shelf: View {
///     @StateObject private var library = Library()
///     var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
///
/// Outside a host (in a `LayoutSnapshot`) the property makes its object when first read and keeps
/// it for the life of the view value.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    /// Creates a new state object with an initial wrapped value, evaluated once per view identity.
    ///
    /// - Parameter thunk: An initial value for the state object.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    /// The underlying value referenced by the state object.
    public var wrappedValue: ObjectType { box.object }

    /// A projection of the state object that creates bindings to its properties using dynamic
    /// member lookup: `$model.name` is a `Binding<String>`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: box.object)
    }
}

extension StateObject: InstallableProperty {
    func install(in runtime: ViewRuntime, key: StateKey, environment: EnvironmentValues) {
        let storage = runtime.storage(for: key) { ObservableObjectStorage<ObjectType>() }
        let object = storage.object ?? box.makeObject()
        storage.observe(object, for: runtime, owner: key.identity)
        box.installed = object
    }
}
