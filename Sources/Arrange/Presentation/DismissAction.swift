/// An action that dismisses a presentation: read it as the environment's `dismiss`, call it as
/// a function.
///
/// ```swift
/// struct Details: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
///
/// Inside the content of a sheet, full-screen cover, popover, alert or confirmation dialog, it
/// closes the innermost of them (its `isPresented` binding becomes false, its `item` binding
/// nil). Inside a view pushed on a `NavigationStack` (and not in a presentation inside it), it
/// pops that view, as its back button does. Elsewhere it does nothing, as in SwiftUI outside a
/// presentation or navigation stack.
@MainActor @preconcurrency
public struct DismissAction {
    nonisolated(unsafe) let action: () -> Void

    /// An action that runs `action`.
    nonisolated init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Dismisses the current presentation.
    public func callAsFunction() {
        action()
    }
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction {}
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// An action that dismisses the current presentation (``DismissAction``).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment is
    /// currently presented: true inside the content of a sheet, full-screen cover, popover, alert
    /// or confirmation dialog, and inside a view pushed on a navigation stack.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
