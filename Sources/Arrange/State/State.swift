/// A property wrapper type that can read and write a value managed by Arrange.
///
/// As in SwiftUI, state belongs to the view's identity, not to the view value: a ``ViewHost``
/// keeps it while the view stays at the same place in the tree (across any number of `body`
/// evaluations; with `ForEach`, with the element's id wherever the element moves), and discards it
/// when the identity goes (another branch of an `if`, another `.id(_:)`). Writing the value makes
/// the host evaluate `body` again.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
///
/// Outside a host (in a `LayoutSnapshot`) the property holds its initial value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {
        box = StateBox(value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box.location.value }
        nonmutating set { box.location.value = newValue }
    }

    /// A binding to the state value: `$count` hands a control read and write access.
    public var projectedValue: Binding<Value> {
        let location = box.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value: it starts as `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstallableProperty {
    func install(in runtime: ViewRuntime, key: StateKey, environment: EnvironmentValues) {
        box.location = runtime.location(for: key, initialValue: box.initialValue)
    }
}
