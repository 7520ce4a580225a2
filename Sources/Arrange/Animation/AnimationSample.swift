/// Where an animation is at some time: an animated value is
/// `to + (from − to)·a + v₀·b` for its start `from`, end `to` and initial velocity `v₀`, and its
/// velocity is `(from − to)·da + v₀·db`.
struct AnimationSample: Equatable {
    var a: Double
    var b: Double
    var da: Double
    var db: Double

    /// The sample of a finished animation: the value is the end value.
    static let finished = AnimationSample(a: 0, b: 0, da: 0, db: 0)
    /// The sample of an animation that has not started: the value is the start value.
    static let start = AnimationSample(a: 1, b: 0, da: 0, db: 0)

    /// The animated value's progress from `from` to `to` (ignoring the initial velocity).
    var progress: Double { 1 - a }
}
