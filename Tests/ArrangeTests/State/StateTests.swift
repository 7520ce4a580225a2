import XCTest
@testable import Arrange

/// `@State` in a `ViewHost`. SwiftUI's documentation of `State`: "SwiftUI manages the property's
/// storage" for the lifetime of the view's identity; "When the value changes, SwiftUI updates the
/// parts of the view hierarchy that depend on the value"; state is reset when a view's identity
/// changes (WWDC21 "Demystify SwiftUI": structural identity of `if` branches, explicit `.id`).
final class StateTests: XCTestCase {
    func testCounterTappedNTimesCountsN() {
        let host = makeHost(Counter())
        XCTAssertEqual(host.frame(of: "bar")?.width, 10)
        for _ in 0..<5 { XCTAssertTrue(host.tap(on: "button")) }
        // CountBar is 10 + count points wide.
        XCTAssertEqual(host.frame(of: "bar")?.width, 15)
    }

    func testStateSurvivesReEvaluationOfBodyAndNewRootValues() {
        struct Parent: View {
            @State var parentCount = 0
            var body: some View {
                VStack(spacing: 0) {
                    CountBar(count: parentCount).id("parent")
                    Color.green.frame(width: 10, height: 10).onTapGesture { parentCount += 1 }.id("parentButton")
                    Counter()
                }
            }
        }
        let host = makeHost(Parent())
        host.tap(on: "button")
        host.tap(on: "button")
        let evaluations = host.bodyEvaluationCount
        host.tap(on: "parentButton") // the parent's body runs again and makes a new Counter value
        XCTAssertGreaterThan(host.bodyEvaluationCount, evaluations)
        XCTAssertEqual(host.frame(of: "parent")?.width, 11)
        XCTAssertEqual(host.frame(of: "bar")?.width, 12)
        host.update(rootView: Parent()) // a new root value at the same identity keeps all state
        XCTAssertEqual(host.frame(of: "parent")?.width, 11)
        XCTAssertEqual(host.frame(of: "bar")?.width, 12)
    }

    func testStateMovesWithForEachIDsAndResetsWhenAnIDChanges() {
        struct List: View {
            let names: [String]
            var body: some View {
                VStack(spacing: 0) { ForEach(names, id: \.self) { CountingRow(name: $0) } }
            }
        }
        let host = makeHost(List(names: ["a", "b", "c"]))
        host.tap(on: "b")
        host.tap(on: "b")
        host.tap(on: "c")
        host.update(rootView: List(names: ["c", "b", "a"]))
        XCTAssertEqual(host.frame(of: "b")?.width, 12)
        XCTAssertEqual(host.frame(of: "c")?.width, 11)
        XCTAssertEqual(host.frame(of: "a")?.width, 10)
        // c is first now: at the top of the 10 + 10 + 10 point column centred in 200.
        XCTAssertEqual(host.frame(of: "c")?.minY, 85)
        host.update(rootView: List(names: ["c", "z", "a"]))
        host.update(rootView: List(names: ["c", "b", "a"])) // b is a new view: its state starts over
        XCTAssertEqual(host.frame(of: "b")?.width, 10)
        XCTAssertEqual(host.frame(of: "c")?.width, 11)
    }

    func testStateResetsWhenTheBranchOfAnIfChanges() {
        struct Switcher: View {
            let flag: Bool
            var body: some View {
                if flag { CountingRow(name: "row") } else { CountingRow(name: "row") }
            }
        }
        let host = makeHost(Switcher(flag: true))
        host.tap(on: "row")
        XCTAssertEqual(host.frame(of: "row")?.width, 11)
        host.update(rootView: Switcher(flag: true))
        XCTAssertEqual(host.frame(of: "row")?.width, 11)
        host.update(rootView: Switcher(flag: false))
        XCTAssertEqual(host.frame(of: "row")?.width, 10)
        host.update(rootView: Switcher(flag: true)) // the first branch's state was discarded
        XCTAssertEqual(host.frame(of: "row")?.width, 10)
    }

    func testStateResetsWhenAnExplicitIDChanges() {
        struct Wrapper: View {
            let generation: Int
            var body: some View { Counter().id(generation) }
        }
        let host = makeHost(Wrapper(generation: 1))
        host.tap(on: "button")
        XCTAssertEqual(host.frame(of: "bar")?.width, 11)
        host.update(rootView: Wrapper(generation: 1))
        XCTAssertEqual(host.frame(of: "bar")?.width, 11)
        host.update(rootView: Wrapper(generation: 2))
        XCTAssertEqual(host.frame(of: "bar")?.width, 10)
    }

    func testStateOutsideAHostHoldsItsInitialValue() {
        // SwiftUI: reading state outside an installed view gives the initial value.
        let snapshot = LayoutSnapshot(of: Counter(), in: CGSize(width: 200, height: 200))
        XCTAssertEqual(snapshot.frame(of: "bar")?.width, 10)
        let state = State(initialValue: 3)
        XCTAssertEqual(state.wrappedValue, 3)
        state.wrappedValue = 4
        XCTAssertEqual(state.wrappedValue, 4)
        XCTAssertEqual(state.projectedValue.wrappedValue, 4)
        let empty = State<Int?>()
        XCTAssertNil(empty.wrappedValue)
    }

    func testBindingToStateWritesThroughFromAChild() {
        struct Child: View {
            @Binding var value: Int
            var body: some View { Color.blue.frame(width: 20, height: 20).onTapGesture { value += 10 }.id("child") }
        }
        struct Parent: View {
            @State var value = 0
            var body: some View {
                VStack(spacing: 0) {
                    CountBar(count: value).id("bar")
                    Child(value: $value)
                }
            }
        }
        let host = makeHost(Parent())
        host.tap(on: "child")
        XCTAssertEqual(host.frame(of: "bar")?.width, 20)
    }

    func testCustomDynamicPropertyGetsItsNestedStateAndUpdate() {
        struct Tally: DynamicProperty {
            @State var taps = 0
            let updates = EventLog()
            mutating func update() { updates.events.append("update") }
        }
        struct Tallied: View {
            var tally = Tally()
            var body: some View {
                CountBar(count: tally.taps).onTapGesture { tally.taps += 2 }.id("bar")
            }
        }
        let view = Tallied()
        let host = makeHost(view)
        host.tap(on: "bar")
        host.tap(on: "bar")
        XCTAssertEqual(host.frame(of: "bar")?.width, 14)
        // SwiftUI's DynamicProperty: update() is called before each evaluation of body.
        XCTAssertEqual(view.tally.updates.events.count, 3)
    }

    func testStateThatKeepsChangingStopsWithADiagnostic() {
        struct Runaway: View {
            @State var value = 0
            var body: some View {
                Color.red.frame(width: 10, height: 10).onChange(of: value, initial: true) { value += 1 }
            }
        }
        let host = makeHost(Runaway())
        XCTAssertEqual(host.updateCount, ViewHost<Runaway>.maximumConsecutiveUpdates)
        XCTAssertEqual(host.diagnostics.count, 1)
        XCTAssertTrue(host.diagnostics[0].contains("kept changing"))
        _ = host.snapshot // the host gave up: reading it does not start another round
        XCTAssertEqual(host.diagnostics.count, 1)
    }
}
