extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    ///
    /// - Parameter action: The action to perform when this gesture's value changes; it is given
    ///   the new value.
    /// - Returns: A gesture that runs the action on each new value.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    ///
    /// - Parameter action: The action to perform when this gesture ends; it is given the
    ///   gesture's final value.
    /// - Returns: A gesture that runs the action when it ends (not when it fails or is cancelled).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates the provided gesture state property as the gesture's value changes.
    ///
    /// The state goes back to its initial value when the gesture ends, fails or is cancelled.
    ///
    /// - Parameters:
    ///   - state: A binding to a gesture state property (`$property`).
    ///   - body: The callback run as the gesture's value changes, given the value, the state to
    ///     update, and the transaction the change is made in.
    /// - Returns: A version of the gesture that updates the provided state as the originating
    ///   gesture's value changes.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    ///
    /// - Parameter body: The transformation of the gesture's value.
    /// - Returns: A gesture whose value is the transformed value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Sequences a gesture with another one to create a new gesture, which results in the second
    /// gesture only receiving events after the first gesture succeeds.
    ///
    /// - Parameter other: A gesture you want to combine with another gesture to create a new,
    ///   sequenced gesture.
    /// - Returns: A gesture that's a sequence of two gestures.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    ///
    /// - Parameter other: A gesture that you want to combine with your gesture to create a new,
    ///   combined gesture.
    /// - Returns: A gesture with two simultaneous gestures.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds,
    /// giving precedence to the first gesture.
    ///
    /// - Parameter other: A gesture you combine with your gesture, to create a new, combined
    ///   gesture.
    /// - Returns: A combined gesture where only one gesture succeeds.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
