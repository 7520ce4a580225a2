import XCTest
@testable import Arrange

/// `onChange(of:initial:_:)`, `onAppear` and `onDisappear` in a `ViewHost`.
///
/// SwiftUI's documentation: `onChange` "fires an action when a specific value changes", with
/// the old and new values; with `initial: true` the action also runs when the view appears.
/// `onAppear` runs "before this view appears", `onDisappear` "after this view disappears".
final class LifecycleTests: XCTestCase {
    struct Watcher: View {
        let log: EventLog
        let initial: Bool
        @State var value = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .onTapGesture { value += 5 }
                .onChange(of: value, initial: initial) { old, new in log.events.append("\(old)->\(new)") }
                .onChange(of: value) { log.events.append("changed") }
                .id("watched")
        }
    }

    func testOnChangeGivesTheOldAndNewValues() {
        let log = EventLog()
        let host = makeHost(Watcher(log: log, initial: false))
        XCTAssertEqual(log.events, [])
        host.tap(on: "watched")
        host.tap(on: "watched")
        XCTAssertEqual(log.events, ["0->5", "changed", "5->10", "changed"])
    }

    func testOnChangeWithInitialRunsWhenTheViewAppears() {
        let log = EventLog()
        let host = makeHost(Watcher(log: log, initial: true))
        XCTAssertEqual(log.events, ["0->0"])
        host.tap(on: "watched")
        XCTAssertEqual(log.events, ["0->0", "0->5", "changed"])
    }

    func testOnChangeDoesNotRunWhenTheValueIsTheSame() {
        let log = EventLog()
        let host = makeHost(Watcher(log: log, initial: false))
        host.update(rootView: Watcher(log: log, initial: false))
        host.advance(by: 1)
        XCTAssertEqual(log.events, [])
    }

    struct Screen: View {
        let log: EventLog
        let showsDetail: Bool
        var body: some View {
            VStack {
                Color.red.frame(width: 10, height: 10)
                    .onAppear { log.events.append("appear first") }
                    .onDisappear { log.events.append("disappear first") }
                if showsDetail {
                    VStack {
                        Color.green.frame(width: 10, height: 10)
                            .onAppear { log.events.append("appear inner") }
                            .onDisappear { log.events.append("disappear inner") }
                    }
                    .onAppear { log.events.append("appear detail") }
                    .onDisappear { log.events.append("disappear detail") }
                }
            }
        }
    }

    func testAppearAndDisappearFollowIdentityInTreeOrder() {
        let log = EventLog()
        let host = makeHost(Screen(log: log, showsDetail: false))
        XCTAssertEqual(log.events, ["appear first"])
        host.update(rootView: Screen(log: log, showsDetail: true))
        // A container's action runs before its content's (the order chosen in Differences.md).
        XCTAssertEqual(log.events, ["appear first", "appear detail", "appear inner"])
        host.update(rootView: Screen(log: log, showsDetail: true))
        XCTAssertEqual(log.events.count, 3) // nothing new appears when nothing changes
        host.update(rootView: Screen(log: log, showsDetail: false))
        XCTAssertEqual(Array(log.events.dropFirst(3)), ["disappear detail", "disappear inner"])
    }

    func testOnAppearCanSetStateAndTheHostUpdatesAgain() {
        struct Loader: View {
            @State var loaded = 0
            var body: some View {
                CountBar(count: loaded).id("bar").onAppear { loaded = 30 }
            }
        }
        let host = makeHost(Loader())
        XCTAssertEqual(host.frame(of: "bar")?.width, 40)
    }

    func testForEachRowsAppearAndDisappearWithTheirIDs() {
        struct Rows: View {
            let names: [String]
            let log: EventLog
            var body: some View {
                VStack {
                    ForEach(names, id: \.self) { name in
                        Color.red.frame(width: 10, height: 10)
                            .onAppear { log.events.append("+\(name)") }
                            .onDisappear { log.events.append("-\(name)") }
                    }
                }
            }
        }
        let log = EventLog()
        let host = makeHost(Rows(names: ["a", "b"], log: log))
        host.update(rootView: Rows(names: ["b", "c"], log: log))
        XCTAssertEqual(log.events, ["+a", "+b", "-a", "+c"])
    }

    func testTheClockAdvancesOnlyByPositiveFiniteAmounts() {
        let host = makeHost(Color.red)
        XCTAssertEqual(host.time, 0)
        host.advance(by: 0.25)
        host.advance(by: -1)
        host.advance(by: .nan)
        host.advance(by: .infinity)
        XCTAssertEqual(host.time, 0.25)
    }
}
