/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// Controls take bindings to the values they show and change, as in SwiftUI:
///
/// ```swift
/// var isOn = false
/// let binding = Binding(get: { isOn }, set: { isOn = $0 })
/// Toggle("Wi-Fi", isOn: binding)
/// Toggle("Always on", isOn: .constant(true))
/// ```
///
/// Make bindings from `State` (`$count`), from other bindings (`$model.name`, the elements of a
/// bound collection), from `Bindable` objects, or with `init(get:set:)` and ``constant(_:)``.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// Creates a binding with closures that read and write the binding value.
    ///
    /// - Parameters:
    ///   - get: Returns the current value.
    ///   - set: Stores a new value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Creates a binding with an immutable value: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { newValue in
                             var value = self.wrappedValue
                             value[keyPath: keyPath] = newValue
                             self.wrappedValue = value
                         })
    }
}
