import Arrange
import Foundation

/// One browser's view: a ``ViewHost`` of its own, fed the page's input and moved on with real
/// time (Docs/Web.md, "Live views"). Lives on the main actor, as the views it runs do.
@MainActor
final class WebSession<Content: View> {
    /// The host the session's view runs in.
    let host: ViewHost<Content>
    /// When the host's clock was last moved, on the monotonic clock.
    private var lastAdvance = ContinuousClock.now
    /// How many of the host's diagnostics have been taken.
    private var takenDiagnostics = 0
    /// The host's update count when a frame was last taken.
    private var shownUpdate = -1
    /// Whether an animation ran when a frame was last taken.
    private var wasAnimating = false

    /// Creates a session showing `rootView` in an area of `size` points.
    init(rootView: Content, environment: EnvironmentValues, size: CGSize) {
        host = ViewHost(rootView: rootView, size: size, environment: environment)
    }

    /// Moves the host's clock on by the real time that passed since the last move (so
    /// animations, `TimelineView`s and the tap-sequence interval follow the wall clock).
    func advanceClock() {
        let now = ContinuousClock.now
        let elapsed = now - lastAdvance
        lastAdvance = now
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        host.advance(by: seconds)
    }

    /// Applies one input message: the clock is moved to now first, so that the event happens at
    /// the host time matching when it arrived.
    func apply(_ input: WebInput) {
        advanceClock()
        switch input {
        case .pointerDown(let point):
            // A press whose release never arrived (the pointer left the window) ends first.
            host.cancelPointers()
            host.pointerDown(at: point)
        case .pointerMove(let point):
            host.pointerMove(to: point)
        case .pointerUp(let point):
            if host.isPointerDown { host.pointerUp(at: point) }
        case .key(let key, let modifiers):
            host.press(key, modifiers: modifiers)
        case .text(let text):
            if host.isEditingText { host.type(text) }
        case .resize(let size):
            host.update(size: size)
        }
    }

    /// The diagnostics the host reported since the last call.
    func takeDiagnostics() -> [String] {
        let all = host.diagnostics
        guard all.count > takenDiagnostics else { return [] }
        defer { takenDiagnostics = all.count }
        return Array(all[takenDiagnostics...])
    }
}

extension WebSession {
    /// What a session sends: the display list, whether an animation runs, and the accessibility
    /// elements (nil while animating: they are sent once the view comes to rest).
    typealias Frame = (list: DisplayList, isAnimating: Bool, elements: [AccessibilityElement]?)

    /// Applies `input`, then gives what the host shows.
    func applying(_ input: WebInput) -> Frame {
        apply(input)
        return current()
    }

    /// Moves the clock on to now, then gives what the host shows; nil when it cannot have
    /// changed since the last frame (no update was made and no animation was running), so that
    /// an idle session costs no display list.
    func tick() -> Frame? {
        advanceClock()
        guard shownUpdate != host.updateCount || wasAnimating else { return nil }
        return current()
    }

    /// What the host shows now.
    func current() -> Frame {
        let animating = host.isAnimating
        wasAnimating = animating
        shownUpdate = host.updateCount
        return (host.displayList, animating, animating ? nil : host.accessibilityElements)
    }
}
