/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// struct Caption: View {
///     @Environment(\.layoutDirection) private var direction
///     @Environment(\.dynamicTypeSize) private var typeSize
///     var body: some View { Text(direction == .rightToLeft ? "RTL" : "LTR") }
/// }
/// ```
///
/// The value is the environment where the view appears, as `environment(_:_:)` set it for the
/// view's ancestors. Outside a place where Arrange evaluates the view's `body` it reads the
/// default environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value
    let box = EnvironmentBox()

    /// Creates an environment property to read the specified key path.
    ///
    /// - Parameter keyPath: A key path to a specific resulting value.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Creates an environment property to read an observable object of type `T` that an ancestor
    /// placed with `environment(_:)`; nil when none did.
    ///
    /// - Parameter objectType: The type of the object to read.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.object(of: objectType) }
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        read(box.values ?? EnvironmentValues())
    }
}

/// The environment an `Environment` property reads, set when its view is resolved.
final class EnvironmentBox {
    var values: EnvironmentValues?
}

extension Environment: InstallableProperty {
    func install(in runtime: ViewRuntime, key: StateKey, environment: EnvironmentValues) {
        box.values = environment
    }
}

extension Environment: EnvironmentReadingProperty {
    func connect(to environment: EnvironmentValues) {
        box.values = environment
    }
}
