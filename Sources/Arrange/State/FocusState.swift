/// A property wrapper type that can read and write a value that Arrange updates as the
/// placement of keyboard focus in a ``ViewHost`` changes.
///
/// ```swift
/// enum Field: Hashable { case name, email }
/// struct Form: View {
///     @FocusState private var focused: Field?
///     var body: some View {
///         VStack {
///             Button("Name") {}.focused($focused, equals: .name)
///             Button("Email") {}.focused($focused, equals: .email)
///             Button("Next") { focused = .email }   // moves focus to the Email button
///         }
///     }
/// }
/// ```
///
/// When focus moves to a view marked with `focused(_:equals:)` (or `focused(_:)`), the value
/// becomes that view's value (or true); when focus leaves it, nil (or false). Setting the value
/// moves focus to the first focusable view inside the marked view; clearing it removes focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A property wrapper type that can read and write a focus state's value.
    @propertyWrapper
    public struct Binding {
        let location: StateLocation<Value>
        let unfocused: Value

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.value = newValue }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let box: StateBox<Value>

    /// The current state value, taking into account whatever bindings might be in effect due to
    /// the current location of focus.
    public var wrappedValue: Value {
        get { box.location.value }
        nonmutating set { box.location.value = newValue }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(location: box.location, unfocused: box.initialValue)
    }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {
        box = StateBox(false)
    }

    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? {
        box = StateBox(nil)
    }
}

extension FocusState: InstallableProperty {
    func install(in runtime: ViewRuntime, key: StateKey, environment: EnvironmentValues) {
        box.location = runtime.location(for: key, initialValue: box.initialValue)
    }
}

/// A `focused(_:equals:)` mark on a node: how focus and a focus state follow each other.
struct FocusMarker {
    /// Whether the focus state holds this mark's value: focus belongs inside the marked view.
    let isRequested: () -> Bool
    /// Sets the focus state to this mark's value.
    let claim: () -> Void
    /// Clears the focus state, if it holds this mark's value.
    let release: () -> Void
}

extension View {
    /// Modifies this view by binding its focus state to the given state value: the value is
    /// `value` while this view (or a view inside it) has focus.
    ///
    /// - Parameters:
    ///   - binding: The state binding to register.
    ///   - value: The value to match against when determining whether the binding should change.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let marker = FocusMarker(isRequested: { binding.wrappedValue == value },
                                 claim: { if binding.wrappedValue != value { binding.wrappedValue = value } },
                                 release: { if binding.wrappedValue == value { binding.wrappedValue = binding.unfocused } })
        return TraitModifierView(content: self) { builder, node in
            builder.graph.interactions.addFocusMarker(marker, to: node)
        }
    }

    /// Modifies this view by binding its focus state to the given Boolean state value: true while
    /// this view (or a view inside it) has focus.
    ///
    /// - Parameter condition: The focus state to bind.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        focused(condition, equals: true)
    }
}
