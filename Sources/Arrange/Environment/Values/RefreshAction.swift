/// An action that initiates a refresh operation: read it as the environment's `refresh`.
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// Button("Reload") { Task { await refresh?() } }
/// ```
///
/// `refreshable(action:)` sets it for the views it modifies. Arrange has no pull-to-refresh
/// gesture (Docs/Differences.md, "Environment values"): views and tests call the action.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Initiates a refresh action and waits until it completes.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// A refresh action stored in a view's environment: the one of the nearest enclosing
    /// `refreshable(action:)`, nil outside any.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as refreshable: sets the environment's ``EnvironmentValues/refresh`` to an
    /// action that runs `action`.
    ///
    /// - Parameter action: An asynchronous handler that the refresh action runs.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
