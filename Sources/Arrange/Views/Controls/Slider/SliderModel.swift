/// A slider's value, range and step as `Double`s, with the rules for setting it: clamped to the
/// range and rounded to the step (from the lower bound).
struct SliderModel {
    let get: () -> Double
    let set: (Double) -> Void
    let lower: Double
    let upper: Double
    /// The step, when it is usable (finite and positive).
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    /// What is wrong with the arguments, for the layout's diagnostics.
    let problem: String?

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?, onEditingChanged: @escaping (Bool) -> Void) {
        get = { Double(value.wrappedValue) }
        set = { value.wrappedValue = V($0) }
        lower = Double(bounds.lowerBound)
        upper = Double(bounds.upperBound)
        self.onEditingChanged = onEditingChanged
        var problems: [String] = []
        if !lower.isFinite || !upper.isFinite {
            problems.append("Slider: the range \(lower)...\(upper) is not finite; the slider can't change its value")
        } else if lower == upper {
            problems.append("Slider: the range \(lower)...\(upper) is empty; the value can only be \(lower)")
        }
        if let step, !(step.isFinite && step > 0) {
            problems.append("Slider: step \(step) is not a positive number; ignored")
            self.step = nil
        } else {
            self.step = step
        }
        if !Double(value.wrappedValue).isFinite {
            problems.append("Slider: the value \(Double(value.wrappedValue)) is not finite; drawn at the lower bound")
        }
        problem = problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// Whether the range allows setting values.
    var isUsable: Bool { lower.isFinite && upper.isFinite }

    /// `candidate` clamped to the range and rounded to the nearest step from the lower bound.
    func constrained(_ candidate: Double) -> Double {
        guard isUsable, candidate.isFinite else { return lower.isFinite ? lower : 0 }
        var result = Swift.min(Swift.max(candidate, lower), upper)
        if let step {
            result = lower + ((result - lower) / step).rounded() * step
            // A last step that would pass the upper bound stops at the last whole step.
            if result > upper { result -= step }
            result = Swift.max(result, lower)
        }
        return result
    }

    /// Where the value lies in the range, from 0 to 1 (0 when it can't be placed).
    var fraction: Double {
        let value = get()
        guard isUsable, upper > lower, value.isFinite else { return 0 }
        return Swift.min(Swift.max((value - lower) / (upper - lower), 0), 1)
    }

    /// Sets the value at `fraction` of the range.
    func setFraction(_ fraction: Double) {
        guard isUsable, fraction.isFinite else { return }
        let target = constrained(lower + Swift.min(Swift.max(fraction, 0), 1) * (upper - lower))
        if target != get() { set(target) }
    }

    /// Moves the value by one step (a tenth of the range without a step) up or down.
    func nudge(up: Bool) -> Bool {
        guard isUsable, upper > lower else { return false }
        let amount = step ?? (upper - lower) / 10
        let current = get().isFinite ? get() : lower
        let target = constrained(current + (up ? amount : -amount))
        guard target != current else { return false }
        set(target)
        return true
    }
}
