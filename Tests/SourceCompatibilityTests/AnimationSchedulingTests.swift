import XCTest
import Foundation
import Arrange

/// Animations started in `onAppear` and work scheduled by view code, written as SwiftUI code in
/// the Swift 6 language mode (see `IsolationTests` for why each test enters the main actor).

/// An activity indicator as apps write it: eight capsules around a circle, each pulsing with its
/// own delay (the pattern of Apple's sample code for custom progress indicators).
struct PulsingIndicator: View {
    @State private var opacity: [Double] = Array(repeating: 0, count: 8)
    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { index in
                Capsule()
                    .fill(.primary)
                    .frame(width: 3, height: 8)
                    .offset(y: -10)
                    .rotationEffect(.degrees(Double(index) * 45))
                    .opacity(opacity[index])
            }
        }
        .frame(width: 28, height: 28)
        .onAppear {
            opacity = Array(repeating: 1, count: 8)
            for index in 0..<8 {
                withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true).delay(Double(index) / 16)) {
                    opacity[index] = 0.3
                }
            }
        }
    }
}

/// A status line that a button changes later: on the main queue, after a delay, and from a
/// main-actor task that sleeps.
struct DelayedStatus: View {
    @State private var status = "idle"
    @State private var ticks = 0
    var body: some View {
        VStack {
            Text(status).animation(.spring(), value: status)
            Color.blue.frame(width: CGFloat(status.count * 10), height: 10).id("bar")
            Button("Queue") { DispatchQueue.main.async { status = "queued" } }.id("queue")
            Button("Later") {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
                    withAnimation(.easeOut(duration: 0.2)) { status = "later" }
                }
            }
            Button("Task") {
                Task { @MainActor in
                    try? await Task.sleep(nanoseconds: 10_000_000)
                    status = "slept"
                }
            }.id("task")
        }
    }
}

final class AnimationSchedulingTests: XCTestCase {
    func testIndicatorIsAnimatingAfterItAppears() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: PulsingIndicator(), size: CGSize(width: 100, height: 100))
            host.advance(by: 0.5)
            XCTAssertTrue(host.isAnimating)
        }
    }

    /// "queued" is 6 letters: 60 wide; "slept" 5: 50 wide.
    func testMainQueueAndTaskWorkRuns() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: DelayedStatus(), size: CGSize(width: 200, height: 200))
            XCTAssertEqual(host.frame(of: "bar")?.width, 40)
            host.tap(on: "queue")
            host.advance(by: 0)
            XCTAssertEqual(host.frame(of: "bar")?.width, 60)
            host.runsScheduledWorkInRealTime = true
            host.tap(on: "task")
            host.advance(by: 0.2)
            XCTAssertEqual(host.frame(of: "bar")?.width, 50)
        }
    }
}
