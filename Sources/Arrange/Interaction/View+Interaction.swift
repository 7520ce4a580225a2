private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether the view associated with this environment allows
    /// user interaction; `disabled(_:)` turns it off.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Adds an action to perform when this view recognizes a tap gesture.
    ///
    /// As in SwiftUI, the view's drawn content receives taps (its shapes, colours, text and
    /// images, not the empty space between them) unless `contentShape(_:)` gives it a shape; the
    /// innermost view with a tap action under the point gets the tap.
    ///
    /// - Parameters:
    ///   - count: The number of taps in a row required to trigger the action (1 by default).
    ///   - action: The action to perform.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        InteractionView(content: self, interaction: Interaction(tapCount: Swift.max(count, 1), onTap: { _ in action() }))
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the action
    /// with the location of the interaction.
    ///
    /// - Parameters:
    ///   - count: The number of taps in a row required to trigger the action (1 by default).
    ///   - coordinateSpace: The coordinate space in which to receive location values (the view's
    ///     own by default).
    ///   - action: The action to perform, given the location of the tap.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        let space = coordinateSpace.coordinateSpace
        return InteractionView(content: self, interaction: Interaction(tapCount: Swift.max(count, 1), onTap: { action($0.location(in: space)) }))
    }

    /// Specifies if the view is focusable: `Tab` and `Shift-Tab` on a ``ViewHost`` move keyboard
    /// focus to it. A focused view with a tap action performs it on Space or Return.
    ///
    /// - Parameter isFocusable: Whether the view can take focus (true by default).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        InteractionView(content: self, interaction: Interaction(isFocusable: isFocusable))
    }

    /// Configures whether this view participates in hit test operations: with false, taps pass
    /// through the view and its content to the views beneath.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        TraitModifierView(content: self) { builder, node in
            if !enabled { builder.graph.interactions.disableHitTesting(of: node) }
        }
    }

    /// Defines the content shape for hit testing: taps anywhere inside `shape` (in the view's
    /// frame) reach the view, and taps outside it don't reach the view or its content.
    ///
    /// - Parameters:
    ///   - shape: The hit-testing shape, placed in the view's frame.
    ///   - eoFill: Whether the shape uses the even-odd fill rule (ignored: the built-in shapes
    ///     are the same with either rule).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        TraitModifierView(content: self) { builder, node in
            builder.graph.interactions.setContentShape(shape, of: node)
        }
    }

    /// Adds a condition that controls whether users can interact with this view: a disabled
    /// button, toggle, stepper or picker ignores taps and keys, and so does an `onTapGesture`
    /// inside.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
    }
}
