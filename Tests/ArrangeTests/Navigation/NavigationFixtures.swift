import Foundation
@testable import Arrange

/// Records what navigation views saw, for tests to read after taps.
final class NavigationLogBook {
    var paths: [[Int]] = []
    var presented: [Bool] = []
    var selections: [String] = []
}

/// A stack bound to an `[Int]` path, with a value link, a destination for `Int`, buttons that
/// change the path, and a dismiss button in each pushed view.
struct PathStackRoot: View {
    let log: NavigationLogBook
    @State private var path: [Int] = []

    var body: some View {
        let _ = log.paths.append(path)
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("One", value: 1).id("link")
                Button("Push 2 and 3") { path.append(contentsOf: [2, 3]) }.id("pushMany")
                Color.green.id("root")
            }
            .navigationTitle("Numbers")
            .navigationDestination(for: Int.self) { number in
                PushedNumber(number: number)
            }
        }
    }
}

/// A pushed view that pops itself with `dismiss`.
struct PushedNumber: View {
    let number: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 0) {
            Button("Close") { dismiss() }.id("close\(number)")
            Color.red.id("number\(number)")
        }
        .navigationTitle("Number \(number)")
    }
}

/// The point at the centre of the back button: 8 points from the leading edge, in the 44-point
/// bar under the 47-point top inset (NavigationBarMetrics).
let backButtonPoint = CGPoint(x: 24, y: 47 + 22)
