import XCTest
import Foundation
import Arrange
import ArrangeRendering

/// Arrange used from code in the Swift 6 language mode, as users write it: this file and the
/// `swift6-consumer` program are compiled in that mode. Swift 6 checks at run time that a closure
/// formed on the main actor runs there; before Arrange ran layout on the caller's thread, every
/// such closure called during layout (a `ForEach`'s content, an alignment guide, a
/// `GeometryReader`'s content) stopped the program (Docs/Engine.md, "Threads and stacks").
///
/// XCTest runs these tests on the main thread; each one enters the main actor with
/// `MainActor.assumeIsolated`, as a `@MainActor` test class cannot be discovered by XCTest on
/// Linux in this mode.
final class IsolationTests: XCTestCase {
    /// Three rows 30, 30 and 30 wide (10 points per letter) and 10 tall, 4 apart: 30 × 38.
    func testViewsBuiltOnTheMainActorLayOut() {
        MainActor.assumeIsolated {
            let names = ["Ant", "Bee", "Cat"]
            let list = VStack(alignment: .leading, spacing: 4) {
                ForEach(names, id: \.self) { name in
                    Color.blue.frame(width: CGFloat(name.count * 10), height: 10).id(name)
                }
            }
            let snapshot = LayoutSnapshot(of: list, proposal: .unspecified)
            XCTAssertEqual(snapshot.size, CGSize(width: 30, height: 38))
            XCTAssertEqual(snapshot.frame(of: "Cat")?.minY, 28)
        }
    }

    /// A `GeometryReader`'s content closure runs during layout; here it is main-actor isolated.
    func testGeometryReaderContentRunsOnTheMainActor() {
        MainActor.assumeIsolated {
            var ranOnMainActor = false
            let reader = GeometryReader { proxy in
                ranOnMainActor = Thread.isMainThread
                return Color.green.frame(width: proxy.size.width / 2, height: 10).id("half")
            }
            let host = ViewHost(rootView: reader, size: CGSize(width: 80, height: 40))
            XCTAssertEqual(host.frame(of: "half")?.width, 40)
            XCTAssertTrue(ranOnMainActor)
        }
    }

    /// Task-local values set around a layout are seen by the closures it calls.
    func testTaskLocalsCarryIntoLayout() {
        MainActor.assumeIsolated {
            var seen: String?
            Self.$label.withValue("outer") {
                _ = LayoutSnapshot(of: GeometryReader { _ in
                    seen = Self.label
                    return Color.red
                }, in: CGSize(width: 10, height: 10))
            }
            XCTAssertEqual(seen, "outer")
        }
    }

    @TaskLocal static var label: String?

    /// The program: built with the package, in the Swift 6 language mode.
    func testTheSwift6ProgramRuns() throws {
        let binary = Self.productsDirectory.appendingPathComponent("swift6-consumer")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("the swift6-consumer program was not built at \(binary.path)")
        }
        let process = Process()
        process.executableURL = binary
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        // As above: 30 × 38.
        XCTAssertTrue(text.contains("top-level: 30.0 38.0"), text)
        // Four 8-point circles 2 apart: 38 × 8, centred in 100 × 20 at (31, 6); the fourth
        // circle starts 3 × 10 = 30 points in.
        XCTAssertTrue(text.contains("main-actor function: 61.0 6.0"), text)
        XCTAssertTrue(text.contains("svg bytes > 0: true png: true"), text)
        XCTAssertTrue(text.contains("geometry reader: 40.0"), text)
        // Three circles: 28 wide, centred in 50 at x = 11; the third starts at 11 + 20 = 31.
        XCTAssertTrue(text.contains("layout host: 31.0"), text)
    }

    /// Where the package's products are built: beside the test bundle.
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }
}

/// A main-actor model, as Swift 6 apps declare their view models, read in `body`.
@MainActor final class IsolatedCounter {
    var count = 3
}

/// A view reading the model: `View` is `@MainActor`, so `body` may read it synchronously.
struct IsolatedCounterView: View {
    let model: IsolatedCounter
    var body: some View {
        Color.red.frame(width: CGFloat(model.count * 10), height: 10)
    }
}

/// SwiftUI's isolation in the Swift 6 language mode (Apple's documentation of `View`,
/// `ViewModifier`, `Layout`, `Shape` and `Binding`).
final class SwiftUIIsolationTests: XCTestCase {
    /// `View` is `@MainActor @preconcurrency`: a body reads a `@MainActor` model without `await`.
    func testABodyReadsAMainActorModel() {
        MainActor.assumeIsolated {
            let view = IsolatedCounterView(model: IsolatedCounter())
            XCTAssertEqual(LayoutSnapshot(of: view, proposal: .unspecified).size, CGSize(width: 30, height: 10))
        }
    }

    /// The display list is a `Sendable` value: built on the main actor, drawn on any thread.
    func testTheDisplayListCrossesToAnotherTask() async {
        let list = await MainActor.run {
            LayoutSnapshot(of: Color.red.frame(width: 20, height: 10), proposal: .unspecified).displayList
        }
        let count = await Task.detached { list.items.count }.value
        XCTAssertEqual(count, 1)
    }

    /// `Layout`, `Shape`, `ShapeStyle`, `Binding` (of a `Sendable` value), `EmptyView` and the
    /// layout proxies are `Sendable`, as SwiftUI's are; a shape's path is not main-actor isolated.
    func testSendableConformances() async {
        func requireSendable<T: Sendable>(_: T.Type) {}
        requireSendable(HStackLayout.self)
        requireSendable(AnyLayout.self)
        requireSendable(Circle.self)
        requireSendable(Color.self)
        requireSendable(Binding<Int>.self)
        requireSendable(EmptyView.self)
        requireSendable(LayoutSubviews.self)
        requireSendable(LayoutSubview.self)
        requireSendable(DisplayList.self)
        let isEmpty = await Task.detached { Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty }.value
        XCTAssertFalse(isEmpty)
    }
}
