import XCTest
@testable import Arrange

/// A graph's handlers are found from its writes in order (`InteractionTable`): scanned for the
/// first questions, filed by node after `scansBeforeIndexing` of them, and the answers are the
/// same either way, for writes made before and after the filing.
final class InteractionTableTests: XCTestCase {
    /// Each handler is told apart by its tap count.
    private func handler(_ count: Int) -> Interaction {
        Interaction(tapCount: count)
    }

    func testHandlersAreTheSameScannedAndFiled() {
        var table = InteractionTable()
        table.attach(handler(1), to: 3)
        table.attach(handler(2), to: 5)
        table.disableHitTesting(of: 5)
        table.attach(handler(3), to: 3)
        // Innermost modifier first: the order of the writes.
        let scanned = table.handlers(of: 3).map(\.tapCount)
        XCTAssertEqual(scanned, [1, 3])
        XCTAssertEqual(table.handlers(of: 5).map(\.tapCount), [2])
        XCTAssertEqual(table.handlers(of: 4).map(\.tapCount), [])
        for _ in 0..<InteractionTable.scansBeforeIndexing { _ = table.handlers(of: 4) }
        // Filed now: the same answers, and writes made afterwards are found too.
        XCTAssertEqual(table.handlers(of: 3).map(\.tapCount), scanned)
        table.attach(handler(4), to: 3)
        table.attach(handler(5), to: 4)
        XCTAssertEqual(table.handlers(of: 3).map(\.tapCount), [1, 3, 4])
        XCTAssertEqual(table.handlers(of: 4).map(\.tapCount), [5])
        XCTAssertEqual(table.writes.count, 6)
        XCTAssertEqual(table.hitTestingDisabled, [5])
    }

    /// A copy filed apart from the table it was copied from keeps its own answers.
    func testACopyFilesItsOwnWrites() {
        var table = InteractionTable()
        table.attach(handler(1), to: 1)
        var copy = table
        copy.attach(handler(2), to: 1)
        for _ in 0...InteractionTable.scansBeforeIndexing { _ = copy.handlers(of: 1) }
        XCTAssertEqual(copy.handlers(of: 1).map(\.tapCount), [1, 2])
        XCTAssertEqual(table.handlers(of: 1).map(\.tapCount), [1])
    }

    /// A tap on a button in a host reaches the button's action whether the host's graph answers
    /// by scanning or by filing: tapping many times in one graph (no update in between, the
    /// action changes no state) runs the action every time.
    func testTapsReachTheActionAcrossTheFiling() {
        final class Counter { var taps = 0 }
        let counter = Counter()
        let host = ViewHost(rootView: VStack {
            Button("Tap") { counter.taps += 1 }.id("button")
            Text("label")
        }, size: CGSize(width: 200, height: 200))
        for _ in 0..<(InteractionTable.scansBeforeIndexing + 5) { host.tap(on: "button") }
        XCTAssertEqual(counter.taps, InteractionTable.scansBeforeIndexing + 5)
    }
}
