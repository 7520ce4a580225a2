import XCTest
@testable import Arrange

/// A count kept by a Combine-era model (Apple's documentation of `ObservableObject`: "an object
/// with a publisher that emits before the object has changed"; `@Published` properties make it
/// emit). The log records when a model is made and released.
final class CountModel: ObservableObject {
    @Published var count = 0
    @Published var name = "a"
    let log: EventLog?

    init(log: EventLog? = nil) {
        self.log = log
        log?.events.append("init")
    }

    deinit { log?.events.append("deinit") }
}

/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject` and `onReceive` in a `ViewHost`.
final class CombineStateTests: XCTestCase {
    /// A bar 10 + count wide and a 40 × 20 button that increments the count.
    struct OwnedCounter: View {
        @StateObject var model: CountModel
        init(log: EventLog? = nil) {
            _model = StateObject(wrappedValue: CountModel(log: log))
        }
        var body: some View {
            VStack(spacing: 0) {
                CountBar(count: model.count).id("bar")
                Button(action: { model.count += 1 }) { Color.blue.frame(width: 40, height: 20) }.id("button")
            }
        }
    }

    /// Apple's `StateObject`: SwiftUI "updates any view that uses the object when its published
    /// properties change".
    func testAPublishedChangeOnAStateObjectUpdatesTheView() {
        let host = makeHost(OwnedCounter())
        XCTAssertEqual(host.frame(of: "bar")?.width, 10)
        host.tap(on: "button")
        host.tap(on: "button")
        XCTAssertEqual(host.frame(of: "bar")?.width, 12)
    }

    /// Apple's `StateObject`: SwiftUI "creates a new instance of the model object only once during
    /// the lifetime of the container that declares the state object", and the initializer's
    /// autoclosure runs only then; a new identity (`id(_:)`) is a new container.
    func testAStateObjectIsMadeOncePerIdentityAndReleasedWithIt() {
        struct Parent: View {
            let log: EventLog
            let generation: Int
            @State var parentCount = 0
            var body: some View {
                VStack(spacing: 0) {
                    CountBar(count: parentCount).id("parent")
                    Color.green.frame(width: 10, height: 10).onTapGesture { parentCount += 1 }.id("parentButton")
                    OwnedCounter(log: log).id(generation)
                }
            }
        }
        let log = EventLog()
        let host = makeHost(Parent(log: log, generation: 0))
        host.tap(on: "button")
        host.tap(on: "parentButton") // the parent's body makes a new OwnedCounter value
        host.tap(on: "parentButton")
        host.update(rootView: Parent(log: log, generation: 0))
        XCTAssertEqual(log.events, ["init"])
        XCTAssertEqual(host.frame(of: "bar")?.width, 11)
        XCTAssertEqual(host.frame(of: "parent")?.width, 12)
        host.update(rootView: Parent(log: log, generation: 1)) // a new identity: a new model
        XCTAssertEqual(log.events, ["init", "init", "deinit"])
        XCTAssertEqual(host.frame(of: "bar")?.width, 10)
    }

    struct Editor: View {
        @ObservedObject var model: CountModel
        var body: some View {
            VStack(spacing: 0) {
                CountBar(count: model.count).id("bar")
                Stepper("Count", value: $model.count, in: 0...5).id("stepper")
            }
        }
    }

    /// Apple's `ObservedObject.Wrapper`: "gets a binding to the value of a specified key path";
    /// `ObservedObject`: the view is invalidated "whenever the observable object changes".
    func testAnObservedObjectsBindingWritesThroughAndTheViewUpdates() {
        let model = CountModel()
        let host = makeHost(Editor(model: model))
        let stepper = host.frame(of: "stepper")!
        host.tap(at: CGPoint(x: stepper.maxX - 10, y: stepper.midY))
        host.tap(at: CGPoint(x: stepper.maxX - 10, y: stepper.midY))
        XCTAssertEqual(model.count, 2)
        XCTAssertEqual(host.frame(of: "bar")?.width, 12)

        let name: Binding<String> = Editor(model: model).$model.name
        name.wrappedValue = "b"
        XCTAssertEqual(model.name, "b")
    }

    /// A different object passed to the same view is the one observed; the old one no longer is.
    func testAnObservedObjectFollowsTheObjectPassedIn() {
        let first = CountModel(), second = CountModel()
        let host = makeHost(Editor(model: first))
        host.update(rootView: Editor(model: second))
        let updates = host.updateCount
        first.count = 4
        host.updateIfNeeded()
        XCTAssertEqual(host.updateCount, updates)
        second.count = 3
        XCTAssertEqual(host.frame(of: "bar")?.width, 13)
        XCTAssertEqual(host.updateCount, updates + 1)
    }

    /// A model changed from outside the host (no event) is seen at the next update.
    func testAModelChangedOutsideTheHostUpdatesIt() {
        let model = CountModel()
        let host = makeHost(Editor(model: model))
        let evaluations = host.bodyEvaluationCount
        model.count += 1
        host.updateIfNeeded()
        XCTAssertGreaterThan(host.bodyEvaluationCount, evaluations)
        XCTAssertEqual(host.frame(of: "bar")?.width, 11)
    }

    /// Apple's `EnvironmentObject`: "an observable object that a parent or ancestor view
    /// supplies"; the view is invalidated when the object changes.
    func testAnEnvironmentObjectReadsTheAncestorsObjectAndUpdates() {
        struct Reader: View {
            @EnvironmentObject var model: CountModel
            var body: some View {
                VStack(spacing: 0) {
                    CountBar(count: model.count).id("bar")
                    Stepper("Count", value: $model.count, in: 0...5).id("stepper")
                }
            }
        }
        let model = CountModel()
        let host = makeHost(VStack { Reader() }.environmentObject(model))
        XCTAssertEqual(host.frame(of: "bar")?.width, 10)
        model.count = 2
        host.updateIfNeeded()
        XCTAssertEqual(host.frame(of: "bar")?.width, 12)
        let stepper = host.frame(of: "stepper")!
        host.tap(at: CGPoint(x: stepper.maxX - 10, y: stepper.midY)) // `$model.count` writes through
        XCTAssertEqual(model.count, 3)
        XCTAssertEqual(host.frame(of: "bar")?.width, 13)
    }

    /// Apple's `EnvironmentObject` ("an observable object that a parent or ancestor view
    /// supplies") in a one-shot layout: `LayoutSnapshot` keeps no state, but the view still reads
    /// the ancestor's object, as an `@Environment` property does there. A bar
    /// 10 + count wide (`CountBar`) for a count of 4 is 14 wide.
    func testAnEnvironmentObjectIsReadInALayoutSnapshot() {
        struct Reader: View {
            @EnvironmentObject var model: CountModel
            var body: some View {
                CountBar(count: model.count).id("bar")
            }
        }
        let model = CountModel()
        model.count = 4
        let snapshot = LayoutSnapshot(of: VStack { Reader() }.environmentObject(model), in: CGSize(width: 100, height: 100))
        XCTAssertEqual(snapshot.frame(of: "bar")?.width, 14)
    }

    /// Apple's `onReceive(_:perform:)`: "Adds an action to perform when this view detects data
    /// emitted by the given publisher"; the state the action changes shows.
    func testOnReceiveRunsTheActionWhileTheViewIsInTheTree() {
        struct Receiver: View {
            let subject: PassthroughSubject<Int, Never>
            let log: EventLog
            @State var total = 0
            var body: some View {
                CountBar(count: total).id("bar").onReceive(subject) { value in
                    log.events.append("\(value)")
                    total += value
                }
            }
        }
        struct Switcher: View {
            let subject: PassthroughSubject<Int, Never>
            let log: EventLog
            let shown: Bool
            var body: some View {
                if shown { Receiver(subject: subject, log: log) }
            }
        }
        let subject = PassthroughSubject<Int, Never>()
        let log = EventLog()
        let host = makeHost(Switcher(subject: subject, log: log, shown: true))
        subject.send(3)
        XCTAssertEqual(host.frame(of: "bar")?.width, 13)
        subject.send(2)
        XCTAssertEqual(host.frame(of: "bar")?.width, 15)
        host.update(rootView: Switcher(subject: subject, log: log, shown: false))
        subject.send(9) // the view is gone: its subscription was cancelled
        XCTAssertEqual(log.events, ["3", "2"])
    }

    /// A publisher that emits as soon as it is subscribed (during an update): the action runs after
    /// the update, and its change shows.
    func testOnReceiveOfAValueSentOnSubscriptionRunsAfterTheUpdate() {
        struct Receiver: View {
            @State var total = 0
            var body: some View {
                CountBar(count: total).id("bar").onReceive(Just(4)) { total += $0 }
            }
        }
        let host = makeHost(Receiver())
        XCTAssertEqual(host.frame(of: "bar")?.width, 14)
    }

    /// A view given another subject receives from it, and no longer from the first (the choice
    /// recorded in Docs/Differences.md, "Combine-era state").
    func testOnReceiveFollowsAnotherSubject() {
        struct Receiver: View {
            let subject: PassthroughSubject<Int, Never>
            let log: EventLog
            var body: some View {
                Color.red.frame(width: 10, height: 10).onReceive(subject) { log.events.append("\($0)") }
            }
        }
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        let log = EventLog()
        let host = makeHost(Receiver(subject: first, log: log))
        first.send(1)
        host.update(rootView: Receiver(subject: first, log: log))
        first.send(2) // the same subject: one subscription, one action per value
        host.update(rootView: Receiver(subject: second, log: log))
        first.send(3)
        second.send(4)
        XCTAssertEqual(log.events, ["1", "2", "4"])
    }
}
