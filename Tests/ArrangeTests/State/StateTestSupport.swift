@testable import Arrange

// Views for the state, host and interaction tests. Sizes are plain colours with fixed frames, so
// every expected frame is arithmetic on the stated figures.

/// Collects what views and actions report, in order.
final class EventLog {
    var events: [String] = []
}

/// A host for `view` in a 200 × 200 area with box fonts (a 10 pt character is 5 × 10 points).
func makeHost<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200) -> ViewHost<V> {
    ViewHost(rootView: view, size: CGSize(width: width, height: height), environment: boxEnvironment(BoxFontProvider()))
}

/// A bar whose width shows a count: 10 + count points wide, 10 tall.
struct CountBar: View {
    let count: Int
    var body: some View {
        Color.red.frame(width: CGFloat(10 + count), height: 10)
    }
}

/// A counter: a bar showing the count and a 40 × 20 button that increments it.
struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 0) {
            CountBar(count: count).id("bar")
            Button(action: { count += 1 }) { Color.blue.frame(width: 40, height: 20) }.id("button")
        }
    }
}

/// A row with its own count: a bar of 10 + count points, tapped to increment.
struct CountingRow: View {
    let name: String
    @State private var count = 0
    var body: some View {
        CountBar(count: count).onTapGesture { count += 1 }.id(name)
    }
}
