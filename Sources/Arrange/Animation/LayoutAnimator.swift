import Foundation

/// Animates the changes between the layouts a ``ViewHost`` presents.
///
/// When an update is animated, every view present before and after (matched by structural
/// identity) moves from where it is shown at that moment, which may be mid-animation, to its new
/// frame; layouts whose `animatableData` changed are laid out again for every frame with the
/// data interpolated; inserted views run their insertion transition, removed views their removal
/// transition (drawn where they last were until it ends). Springs keep their velocity when a new
/// spring animation retargets them.
///
/// The animator keeps what is running (tracks, by identity); ``presentation(of:at:)`` gives the
/// graph to show at a time: a copy of the target graph with interpolated frames.
final class LayoutAnimator {
    /// A view's frame moving from `from` to `to`.
    struct Track {
        var from: SIMD4<Double>
        var to: SIMD4<Double>
        /// The velocity at the start (points per second), carried over from a spring it replaced.
        var velocity: SIMD4<Double>
        var animation: Animation
        var start: Double

        func value(at time: Double) -> SIMD4<Double> {
            let sample = animation.sample(at: time - start)
            // Weighted so that a = 1 gives exactly `from` and a = 0 exactly `to`.
            return from * sample.a + to * (1 - sample.a) + velocity * sample.b
        }

        func velocity(at time: Double) -> SIMD4<Double> {
            let sample = animation.sample(at: time - start)
            return (from - to) * sample.da + velocity * sample.db
        }
    }

    /// An inserted view running its insertion transition.
    struct Insertion {
        var effects: [AnyTransition.Effect]
        var animation: Animation
        var start: Double
    }

    /// A removed view running its removal transition.
    struct Removal {
        /// The graph the view was last shown in (a presentation, with its frames then).
        let graph: LayoutGraph
        let node: Int32
        let identity: UInt64
        /// The identity of its parent (present in the new layout), and its position among the
        /// parent's subviews: where it is painted.
        let parentIdentity: UInt64
        let position: Int
        let effects: [AnyTransition.Effect]
        let animation: Animation
        let start: Double
        /// For a view of a matched geometry group replaced by another: the replacement's frame,
        /// which the removed view moves to while its transition runs.
        var matchedTarget: CGRect? = nil
    }

    /// A layout whose animatable data moves from `from`'s to the target layout's.
    struct DataTrack {
        var from: AnyLayoutStorage
        var animation: Animation
        var start: Double
    }

    var tracks: [UInt64: Track] = [:]
    var insertions: [UInt64: Insertion] = [:]
    var removals: [Removal] = []
    var dataTracks: [UInt64: DataTrack] = [:]
    /// Opacities and colours moving to their new values, by identity (`LayoutAnimator+Values`).
    var valueTracks: [UInt64: ValueTrack] = [:]
    /// Views inserted by an animated update (and not animating themselves): they move with
    /// their parent's presented frame. Other views without a track are shown at their frame.
    var followers: Set<UInt64> = []

    /// Places a presentation copy of the target graph again, as the host placed the target
    /// (its root's origin and proposal); set by the host.
    var relayout: ((LayoutGraph) -> Void)?

    /// Whether nothing is running or waiting to be dropped.
    var isIdle: Bool { tracks.isEmpty && insertions.isEmpty && removals.isEmpty && dataTracks.isEmpty && valueTracks.isEmpty && followers.isEmpty }

    /// Whether some animation is still running at `time`.
    func isAnimating(at time: Double) -> Bool {
        tracks.values.contains { !$0.animation.isFinished(at: time - $0.start) }
            || insertions.values.contains { !$0.animation.isFinished(at: time - $0.start) }
            || removals.contains { !$0.animation.isFinished(at: time - $0.start) }
            || dataTracks.values.contains { !$0.animation.isFinished(at: time - $0.start) }
            || valueTracks.values.contains { !$0.animation.isFinished(at: time - $0.start) }
    }

    /// Drops what has finished by `time`.
    func prune(at time: Double) {
        guard !isIdle else { return }
        tracks = tracks.filter { !$0.value.animation.isFinished(at: time - $0.value.start) }
        insertions = insertions.filter { !$0.value.animation.isFinished(at: time - $0.value.start) }
        removals.removeAll { $0.animation.isFinished(at: time - $0.start) }
        dataTracks = dataTracks.filter { !$0.value.animation.isFinished(at: time - $0.value.start) }
        valueTracks = valueTracks.filter { !$0.value.animation.isFinished(at: time - $0.value.start) }
        if tracks.isEmpty && dataTracks.isEmpty { followers.removeAll() }
    }

    /// Forgets everything: the next presentation is the target.
    func reset() {
        tracks.removeAll()
        insertions.removeAll()
        removals.removeAll()
        dataTracks.removeAll()
        valueTracks.removeAll()
        followers.removeAll()
    }

    static func vector(_ rect: CGRect) -> SIMD4<Double> {
        SIMD4(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    static func rect(_ vector: SIMD4<Double>) -> CGRect {
        CGRect(x: vector.x, y: vector.y, width: Swift.max(vector.z, 0), height: Swift.max(vector.w, 0))
    }
}
