import Arrange
import ArrangeRendering
import Foundation

/// What the strategies draw and print, from a laid-out view or a host. Internal: the strategies
/// (`Snapshotting+View.swift`, `Snapshotting+LayoutSnapshotProviding.swift`) are the API.
enum SnapshotRendering {
    /// The sentence a strategy gives instead of a snapshot when it is used off the main thread.
    static let offMainThread = "ArrangeSnapshotTesting: assertSnapshot was called off the main thread. Views are main-actor isolated; call it from an XCTest test method (which runs on the main thread) or from code on the main thread."

    /// Lays out `view`: in a hosting view of `size`, or at its ideal size (proposed
    /// `.unspecified`) when `size` is nil; the environment's `displayScale` is `scale`.
    @MainActor
    static func layOut<V: View>(_ view: V, size: CGSize?, scale: CGFloat = 1) -> LayoutSnapshot {
        var environment = EnvironmentValues()
        if scale.isFinite && scale > 0 { environment.displayScale = scale }
        if let size { return LayoutSnapshot(of: view, in: size, environment: environment) }
        return LayoutSnapshot(of: view, proposal: .unspecified, environment: environment)
    }

    /// The PNG file of `displayList` at `scale` pixels a point, or, when it cannot be rendered
    /// (an empty canvas, an unusable scale, too many pixels), a sentence saying why, as UTF-8
    /// text: the image diffing reports data that is not a PNG file with that sentence.
    static func png(_ displayList: DisplayList, scale: CGFloat) -> Data {
        do {
            return try PNGRenderer(scale: scale).render(displayList)
        } catch {
            return Data("Arrange could not render the view as an image: \(error).".utf8)
        }
    }

    /// Runs `body` with `input` on the main actor when the caller is on the main thread, which is
    /// where swift-snapshot-testing calls a strategy's snapshot closure: `assertSnapshot` calls
    /// it synchronously, on the thread of the test, and XCTest runs test methods on the main
    /// thread. Off the main thread it gives `fallback` instead of calling a view's main-actor
    /// `body` there.
    ///
    /// `input` (a view or a host, not `Sendable`) came from the calling thread and stays on it:
    /// `MainActor.assumeIsolated` runs `body` synchronously on this same thread, so nothing is
    /// shared with another thread; `nonisolated(unsafe)` says so to the compiler.
    static func onMainActor<Input, T: Sendable>(_ input: Input, fallback: T, _ body: @MainActor (Input) -> T) -> T {
        guard Thread.isMainThread else { return fallback }
        nonisolated(unsafe) let input = input
        return MainActor.assumeIsolated { body(input) }
    }
}
