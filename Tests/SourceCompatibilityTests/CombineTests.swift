import XCTest
import Arrange

/// A Combine-era model as users declare it, in the Swift 6 language mode: `import Arrange` alone
/// brings `ObservableObject` and `@Published` into scope, as `import SwiftUI` does.
final class Model: ObservableObject {
    @Published var count = 0
}

/// A view that owns its model with `@StateObject` and changes it from a button.
struct ModelCounter: View {
    @StateObject private var model = Model()
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: CGFloat(10 + model.count), height: 10).id("bar")
            Button(action: { model.count += 1 }) { Color.blue.frame(width: 40, height: 20) }.id("button")
        }
    }
}

/// `@StateObject` and `onReceive` used from Swift 6 code, on the main actor (see
/// `IsolationTests` for why each test enters it with `MainActor.assumeIsolated`).
final class CombineTests: XCTestCase {
    /// Apple's `StateObject`: views update when the object's published properties change.
    func testAStateObjectsPublishedChangeUpdatesTheView() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: ModelCounter(), size: CGSize(width: 100, height: 100))
            XCTAssertEqual(host.frame(of: "bar")?.width, 10)
            host.tap(on: "button")
            XCTAssertEqual(host.frame(of: "bar")?.width, 11)
        }
    }

    /// Apple's `onReceive(_:perform:)`: the action runs with each value the publisher emits.
    func testOnReceiveRunsItsAction() {
        MainActor.assumeIsolated {
            let subject = PassthroughSubject<Int, Never>()
            var received: [Int] = []
            let view = Color.green.frame(width: 10, height: 10).onReceive(subject) { received.append($0) }
            let host = ViewHost(rootView: view, size: CGSize(width: 100, height: 100))
            subject.send(1)
            host.updateIfNeeded()
            XCTAssertEqual(received, [1])
        }
    }
}
