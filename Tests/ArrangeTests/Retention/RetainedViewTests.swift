import XCTest
import Observation
import OpenCombine
@testable import Arrange

/// Which bodies a `ViewHost` evaluates again after a change. SwiftUI re-evaluates a view's body
/// when its inputs change: its value (compared field by field, `Equatable` where the view is, and
/// closures always counting as changed — `EquatableView`: "prevents its child updating if its new
/// value is the same as its old value"), its `State` ("When the value changes, SwiftUI updates the
/// parts of the view hierarchy that depend on the value"), the `@Observable` properties its body
/// read ("SwiftUI updates a view only when an observable property changes and the view's body
/// reads the property directly", Apple's "Managing model data in your app"), the
/// `ObservableObject`s it observes, and the environment values it reads. Every other body is not
/// evaluated; the views around a changed one are (they lead to it). Docs/Engine.md, "Retained views".
final class RetainedViewTests: XCTestCase {
    /// Counts body evaluations by name.
    final class Bodies {
        var counts: [String: Int] = [:]
        func hit(_ name: String) { counts[name, default: 0] += 1 }
        subscript(name: String) -> Int { counts[name] ?? 0 }
    }

    struct StatefulRow: View {
        let name: String
        let bodies: Bodies
        @State private var isWide = false
        var body: some View {
            let _ = bodies.hit(name)
            Color.red.frame(width: isWide ? 20 : 10, height: 10).onTapGesture { isWide.toggle() }.id(name)
        }
    }

    struct StatefulRows: View {
        let bodies: Bodies
        var body: some View {
            let _ = bodies.hit("rows")
            VStack(spacing: 0) { ForEach(["a", "b", "c"], id: \.self) { StatefulRow(name: $0, bodies: bodies) } }
        }
    }

    func testAStateChangeEvaluatesTheViewAndThoseAroundItOnly() {
        let bodies = Bodies()
        let host = ViewHost(rootView: StatefulRows(bodies: bodies), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.frame(of: "b")?.width, 10)
        XCTAssertTrue(host.tap(on: "b"))
        // b is 20 wide now (its state); a and c kept: their bodies ran once, at the first build.
        XCTAssertEqual(host.frame(of: "b")?.width, 20)
        XCTAssertEqual(bodies["b"], 2)
        XCTAssertEqual(bodies["rows"], 2)
        XCTAssertEqual(bodies["a"], 1)
        XCTAssertEqual(bodies["c"], 1)
        XCTAssertEqual(host.snapshot.statistics.viewsKept, 2)
        // A kept view keeps its state and its actions: a tap on a still widens a.
        XCTAssertTrue(host.tap(on: "a"))
        XCTAssertEqual(host.frame(of: "a")?.width, 20)
        XCTAssertEqual(host.frame(of: "b")?.width, 20)
        XCTAssertEqual(bodies["a"], 2)
        XCTAssertEqual(bodies["b"], 2)
    }

    @Observable final class Model {
        var highlighted = false
    }

    struct ObservingRow: View {
        let name: String
        let model: Model
        let bodies: Bodies
        var body: some View {
            let _ = bodies.hit(name)
            // Only a reads the property.
            Color.red.frame(width: name == "a" && model.highlighted ? 30 : 10, height: 10).id(name)
        }
    }

    struct ObservingRows: View {
        let model: Model
        let bodies: Bodies
        var body: some View {
            VStack(spacing: 0) { ForEach(["a", "b"], id: \.self) { ObservingRow(name: $0, model: model, bodies: bodies) } }
        }
    }

    func testAnObservablePropertyEvaluatesTheViewsThatReadIt() {
        let bodies = Bodies(), model = Model()
        let host = ViewHost(rootView: ObservingRows(model: model, bodies: bodies), size: CGSize(width: 100, height: 100))
        model.highlighted = true
        XCTAssertEqual(host.frame(of: "a")?.width, 30)
        XCTAssertEqual(bodies["a"], 2)
        XCTAssertEqual(bodies["b"], 1)
        model.highlighted = false
        XCTAssertEqual(host.frame(of: "a")?.width, 10)
        XCTAssertEqual(bodies["a"], 3)
        XCTAssertEqual(bodies["b"], 1)
    }

    final class Store: ObservableObject {
        @Published var width: CGFloat = 10
    }

    struct StoreRow: View {
        @ObservedObject var store: Store
        let bodies: Bodies
        var body: some View {
            let _ = bodies.hit("store")
            Color.red.frame(width: store.width, height: 10).id("store")
        }
    }

    struct PlainRow: View {
        let bodies: Bodies
        var body: some View {
            let _ = bodies.hit("plain")
            Color.red.frame(width: 10, height: 10).id("plain")
        }
    }

    func testAnObservableObjectEvaluatesTheViewsThatObserveIt() {
        let bodies = Bodies(), store = Store()
        let host = ViewHost(rootView: VStack { StoreRow(store: store, bodies: bodies); PlainRow(bodies: bodies) }, size: CGSize(width: 100, height: 100))
        store.width = 40
        XCTAssertEqual(host.frame(of: "store")?.width, 40)
        XCTAssertEqual(bodies["store"], 2)
        XCTAssertEqual(bodies["plain"], 1)
    }

    struct ReadingRow: View {
        let name: String
        let reads: Bool
        let bodies: Bodies
        @Environment(\.retainedTestWidth) private var width
        var body: some View {
            let _ = bodies.hit(name)
            Color.red.frame(width: reads ? width : 10, height: 10).id(name)
        }
    }

    struct EnvironmentRoot: View {
        let bodies: Bodies
        @State private var width: CGFloat = 10
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 5, height: 5).onTapGesture { width += 10 }.id("button")
                ReadingRow(name: "reader", reads: true, bodies: bodies)
                ReadingRow(name: "other", reads: false, bodies: bodies)
            }
            .environment(\.retainedTestWidth, width)
        }
    }

    func testAnEnvironmentValueEvaluatesTheViewsThatReadIt() {
        let bodies = Bodies()
        let host = ViewHost(rootView: EnvironmentRoot(bodies: bodies), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.tap(on: "button"))
        XCTAssertEqual(host.frame(of: "reader")?.width, 20)
        XCTAssertEqual(bodies["reader"], 2)
        // "other" declares the property but its body did not read it.
        XCTAssertEqual(bodies["other"], 1)
        // A change of the host's environment reaches the reader too.
        var environment = EnvironmentValues()
        environment.retainedTestWidth = 50
        host.update(environment: environment)
        XCTAssertEqual(host.frame(of: "reader")?.width, 20, "the root's .environment still overrides it")
        XCTAssertEqual(bodies["other"], 1)
    }

    struct ValueRow: View {
        let width: CGFloat
        let bodies: Bodies
        var body: some View {
            let _ = bodies.hit("value")
            Color.red.frame(width: width, height: 10).id("value")
        }
    }

    struct ValueRoot: View {
        let bodies: Bodies
        @State private var width: CGFloat = 10
        @State private var unrelated = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 5, height: 5).onTapGesture { width += 1 }.id("wider")
                Color.blue.frame(width: CGFloat(5 + unrelated), height: 5).onTapGesture { unrelated += 1 }.id("unrelated")
                ValueRow(width: width, bodies: bodies)
            }
        }
    }

    func testANewValueEvaluatesTheViewAndAnEqualOneKeepsIt() {
        let bodies = Bodies()
        let host = ViewHost(rootView: ValueRoot(bodies: bodies), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.tap(on: "unrelated"))
        XCTAssertEqual(bodies["value"], 1, "the parent made an equal ValueRow")
        XCTAssertTrue(host.tap(on: "wider"))
        XCTAssertEqual(bodies["value"], 2)
        XCTAssertEqual(host.frame(of: "value")?.width, 11)
    }

    struct ClosureRow: View {
        let bodies: Bodies
        let action: () -> Void
        var body: some View {
            let _ = bodies.hit("closure")
            Color.red.frame(width: 10, height: 10)
        }
    }

    struct EquatableRow: View, Equatable {
        let name: String
        let detail: Int
        let bodies: Bodies
        var body: some View {
            let _ = bodies.hit("equatable")
            Color.red.frame(width: CGFloat(10 + detail), height: 10).id("equatable")
        }
        static func == (a: Self, b: Self) -> Bool { a.name == b.name }
    }

    struct ClosureRoot: View {
        let bodies: Bodies
        @State private var detail = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 5, height: 5).onTapGesture { detail += 1 }.id("button")
                ClosureRow(bodies: bodies) {}
                EquatableRow(name: "x", detail: detail, bodies: bodies)
            }
        }
    }

    func testClosuresAlwaysCountAsChangedAndAnEquatableViewDecidesItself() {
        let bodies = Bodies()
        let host = ViewHost(rootView: ClosureRoot(bodies: bodies), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.tap(on: "button"))
        XCTAssertEqual(bodies["closure"], 2)
        // Its == ignores `detail`: kept, still drawn 10 wide (EquatableView's documented behaviour).
        XCTAssertEqual(bodies["equatable"], 1)
        XCTAssertEqual(host.frame(of: "equatable")?.width, 10)
    }

    struct BindingRow: View {
        @Binding var width: CGFloat
        let bodies: Bodies
        var body: some View {
            let _ = bodies.hit("binding")
            Color.red.frame(width: width, height: 10).onTapGesture { width += 5 }.id("binding")
        }
    }

    struct BindingRoot: View {
        let bodies: Bodies
        @State private var width: CGFloat = 10
        var body: some View {
            VStack(spacing: 0) {
                BindingRow(width: $width, bodies: bodies)
                Color.blue.frame(width: width, height: 5).id("mirror")
            }
        }
    }

    func testAViewWithABindingSeesChangesMadeThroughIt() {
        let bodies = Bodies()
        let host = ViewHost(rootView: BindingRoot(bodies: bodies), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.tap(on: "binding"))
        XCTAssertEqual(host.frame(of: "binding")?.width, 15)
        XCTAssertEqual(host.frame(of: "mirror")?.width, 15)
        XCTAssertEqual(bodies["binding"], 2)
    }

    struct MeasuredRow: View {
        let bodies: Bodies
        var body: some View {
            let _ = bodies.hit("measured")
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: 10).id("half")
            }
        }
    }

    struct MeasuredRoot: View {
        let bodies: Bodies
        @State private var width: CGFloat = 40
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 5, height: 5).onTapGesture { width += 20 }.id("button")
                MeasuredRow(bodies: bodies).frame(width: width, height: 20)
            }
        }
    }

    func testContentResolvedDuringLayoutFollowsItsContainer() {
        let bodies = Bodies()
        let host = ViewHost(rootView: MeasuredRoot(bodies: bodies), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.frame(of: "half")?.width, 20)
        XCTAssertTrue(host.tap(on: "button"))
        XCTAssertEqual(host.frame(of: "half")?.width, 30)
    }

    func testStatisticsCountKeptViewsAndTheNodesResolved() {
        let bodies = Bodies()
        let host = ViewHost(rootView: StatefulRows(bodies: bodies), size: CGSize(width: 100, height: 100))
        let first = host.snapshot.statistics
        XCTAssertEqual(first.viewsKept, 0)
        XCTAssertEqual(first.nodesKept, 0)
        XCTAssertTrue(host.tap(on: "c"))
        let update = host.snapshot.statistics
        XCTAssertEqual(update.viewsKept, 2)
        // Every row resolves to the same nodes: what two rows kept plus what was resolved is the
        // whole tree, as at the first build.
        XCTAssertEqual(update.nodesKept + update.nodesResolved, first.nodesResolved)
        XCTAssertEqual(update.nodesKept % 2, 0)
        XCTAssertLessThan(update.bodiesEvaluated, first.bodiesEvaluated)
    }
}

private struct RetainedTestWidthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 10
}

extension EnvironmentValues {
    fileprivate var retainedTestWidth: CGFloat {
        get { self[RetainedTestWidthKey.self] }
        set { self[RetainedTestWidthKey.self] = newValue }
    }
}
