import XCTest
import Arrange

/// `import Arrange` alone makes `@Observable` available, as `import SwiftUI` does (Arrange
/// re-exports Observation, Sources/Arrange/Arrange.swift): a meeting timer's model as apps write
/// it, with no `import Observation` in this file.
final class ObservationImportTests: XCTestCase {
    @Observable
    final class MeetingTimer {
        var secondsElapsed = 0
        var lengthInMinutes = 5
    }

    struct TimerBar: View {
        let timer: MeetingTimer
        var body: some View {
            Color.blue.frame(width: CGFloat(timer.secondsElapsed), height: 10).id("bar")
        }
    }

    /// The bar is as wide as the seconds elapsed: 30 points.
    func testObservableNeedsOnlyImportArrange() {
        MainActor.assumeIsolated {
            let timer = MeetingTimer()
            timer.secondsElapsed = 30
            let host = ViewHost(rootView: TimerBar(timer: timer), size: CGSize(width: 100, height: 100))
            XCTAssertEqual(host.frame(of: "bar")?.width, 30)
        }
    }
}
