import Arrange

/// Sums integers: `reduce` adds the next value.
struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Appends strings, and records every `reduce` call as "accumulated+next", so that tests can check
/// the order in which values are combined.
struct AppendKey: PreferenceKey {
    static let defaultValue: [String] = []
    nonisolated(unsafe) static var reduceCalls: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        let next = nextValue()
        reduceCalls.append(value.joined() + "+" + next.joined())
        value += next
    }
}

/// Records the values an `onPreferenceChange` action receives.
final class PreferenceLog {
    var values: [Int] = []
}
