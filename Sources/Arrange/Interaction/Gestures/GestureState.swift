/// A property wrapper type that updates a property while the user performs a gesture and resets
/// the property back to its initial state when the gesture ends.
///
/// Declare a property as `@GestureState`, pass its projected value (`$isPressing`) to
/// ``Gesture/updating(_:body:)``, and read it in `body`; only the gesture changes it. When the
/// gesture ends, fails or is cancelled (another gesture took the press, or the pointer was
/// cancelled), the value goes back to its initial value, in the reset transaction given here (no
/// animation by default).
///
/// ```swift
/// struct DraggableCircle: View {
///     @GestureState private var offset = CGSize.zero
///     var body: some View {
///         Circle().frame(width: 40, height: 40)
///             .offset(offset)
///             .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
///     }
/// }
/// ```
///
/// As with `State`, the value belongs to the view's identity in a ``ViewHost``; outside a host it
/// holds its initial value.
///
/// See Apple's documentation: <https://developer.apple.com/documentation/swiftui/gesturestate>.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let box: StateBox<Value>
    /// Sets up the transaction the value is reset in, given the value before the reset.
    let reset: (Value, inout Transaction) -> Void

    /// Creates a view state that's derived from a gesture.
    ///
    /// - Parameter wrappedValue: The initial value of the state.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    ///
    /// - Parameter initialValue: The initial value of the state.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value of the state.
    ///   - resetTransaction: The transaction that provides metadata for view updates when the
    ///     state resets.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    ///
    /// - Parameters:
    ///   - initialValue: The initial value of the state.
    ///   - resetTransaction: The transaction that provides metadata for view updates when the
    ///     state resets.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value of the state.
    ///   - reset: A closure that provides a transaction for the reset, given the value before it.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = StateBox(wrappedValue)
        self.reset = reset
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    ///
    /// - Parameters:
    ///   - initialValue: The initial value of the state.
    ///   - reset: A closure that provides a transaction for the reset, given the value before it.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value {
        box.location.value
    }

    /// A binding to the gesture state property, for ``Gesture/updating(_:body:)``.
    public var projectedValue: GestureState<Value> {
        self
    }

    /// Puts the value back to its initial value, in the reset transaction.
    func resetToInitialValue() {
        let location = box.location
        var transaction = Transaction()
        reset(location.value, &transaction)
        let initial = box.initialValue
        withTransaction(transaction) { location.value = initial }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it; the
    /// initial value is `nil`.
    ///
    /// - Parameter resetTransaction: The transaction that provides metadata for view updates when
    ///   the state resets.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a closure that provides a
    /// transaction to reset it; the initial value is `nil`.
    ///
    /// - Parameter reset: A closure that provides a transaction for the reset, given the value
    ///   before it.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: InstallableProperty {
    func install(in runtime: ViewRuntime, key: StateKey, environment: EnvironmentValues) {
        box.location = runtime.location(for: key, initialValue: box.initialValue)
    }
}
