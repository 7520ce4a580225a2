/// An `onPreferenceChange` (or `onGeometryChange`) modifier met while resolving a graph: after
/// layout, a ``ViewHost`` computes the value of its subtree (or of its view's geometry) and hands
/// it to the runtime, which queues the action when the value changed
/// (`LayoutGraph.observePreferences(with:)`).
struct PreferenceObserver {
    /// Compares the subtree's current value with the one seen last and queues the action.
    let check: (LayoutGraph, ViewRuntime) -> Void
}
