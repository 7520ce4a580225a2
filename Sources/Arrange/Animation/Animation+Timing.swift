import Foundation

extension Animation {
    /// The duration of the timing alone (a spring's settling duration).
    var timingDuration: Double {
        switch timing {
        case .curve(_, let duration): return duration
        case .spring(let spring, _): return spring.settlingDuration
        }
    }

    /// The total duration, in seconds: infinite for `repeatForever`.
    var duration: Double { duration(through: modifiers.count) }

    /// The duration of the timing with the first `count` modifiers applied.
    private func duration(through count: Int) -> Double {
        var total = timingDuration
        for modifier in modifiers.prefix(count) {
            switch modifier {
            case .delay(let delay): total += delay
            case .speed(let speed): total = speed.isInfinite ? 0 : total / speed
            case .repeatCount(let count, _): total *= Double(count)
            case .repeatForever: total = total > 0 ? .infinity : 0
            }
        }
        return total
    }

    /// Whether the animation is over `elapsed` seconds after it started.
    func isFinished(at elapsed: Double) -> Bool {
        let total = duration
        return total.isFinite && !(elapsed < total)
    }

    /// Where the animation is `elapsed` seconds after it started.
    func sample(at elapsed: Double) -> AnimationSample {
        if isFinished(at: elapsed) { return .finished }
        var time = Swift.max(elapsed.isNaN ? 0 : elapsed, 0)
        var rate = 1.0
        // Outermost modifier first: each maps its time to the time of what it wraps.
        for index in modifiers.indices.reversed() {
            switch modifiers[index] {
            case .speed(let speed):
                if speed.isInfinite { return .finished }
                time *= speed
                rate *= speed
            case .delay(let delay):
                if time < delay { return .start }
                time -= delay
            case .repeatCount(let count, let autoreverses):
                let inner = duration(through: index)
                guard inner > 0 else { return .finished }
                if time >= inner * Double(count) { return .finished }
                (time, rate) = Self.repeated(time, inner: inner, autoreverses: autoreverses, rate: rate)
            case .repeatForever(let autoreverses):
                let inner = duration(through: index)
                guard inner > 0 else { return .finished }
                (time, rate) = Self.repeated(time, inner: inner, autoreverses: autoreverses, rate: rate)
            }
        }
        var sample: AnimationSample
        switch timing {
        case .curve(let curve, let duration):
            guard duration > 0, time < duration else { return .finished }
            let x = time / duration
            sample = AnimationSample(a: 1 - curve.value(at: x), b: 0, da: -curve.velocity(at: x) / duration, db: 0)
        case .spring(let spring, let initialVelocity):
            let k = spring.coefficients(at: time)
            // An interpolating spring's own velocity is a fraction of the change, to − from:
            // folded into the displacement coefficient.
            sample = AnimationSample(a: k.a - initialVelocity * k.b, b: k.b, da: k.da - initialVelocity * k.db, db: k.db)
        }
        sample.da *= rate
        sample.db *= rate
        return sample
    }

    /// The time within one run of a repeated animation, and the rate (negated on backward runs).
    private static func repeated(_ time: Double, inner: Double, autoreverses: Bool, rate: Double) -> (Double, Double) {
        let run = (time / inner).rounded(.down)
        let local = time - run * inner
        if autoreverses, Int(run.truncatingRemainder(dividingBy: 2)) == 1 {
            return (inner - local, -rate)
        }
        return (local, rate)
    }
}
