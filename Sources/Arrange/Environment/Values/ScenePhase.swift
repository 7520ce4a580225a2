/// An indication of a scene's operational state.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// ```
///
/// Arrange's hosts run their views in the foreground: the phase is `.active` unless an ancestor
/// sets another with `environment(\.scenePhase, _)`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The current phase of the scene: `.active` while a host runs the views.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
