import XCTest
@testable import Arrange

/// A vote count shared by views (Apple's "Managing model data in your app": an `@Observable`
/// model read in `body` makes the view update when the properties it read change).
@Observable
final class VoteModel {
    var votes = 0
    var title = "Cats"
}

/// `@Observable` models, `@Bindable`, `@Environment` and `ForEach` over bindings.
final class ObservationAndEnvironmentTests: XCTestCase {
    struct VoteBar: View {
        let model: VoteModel
        var body: some View { CountBar(count: model.votes).id("votes") }
    }

    struct VoteButton: View {
        let model: VoteModel
        var body: some View {
            Button(action: { model.votes += 1 }) { Color.blue.frame(width: 40, height: 20) }.id("vote")
        }
    }

    func testAnObservableModelSharedByTwoViewsUpdatesTheReader() {
        let model = VoteModel()
        let host = makeHost(VStack(spacing: 0) { VoteBar(model: model); VoteButton(model: model) })
        host.tap(on: "vote")
        host.tap(on: "vote")
        XCTAssertEqual(host.frame(of: "votes")?.width, 12)
        // A change made outside any event is seen when the host is next read.
        model.votes = 7
        XCTAssertEqual(host.frame(of: "votes")?.width, 17)
    }

    func testAChangeToAPropertyNoBodyReadDoesNotUpdate() {
        let model = VoteModel()
        let host = makeHost(VoteBar(model: model))
        let updates = host.updateCount
        model.title = "Dogs" // VoteBar reads only `votes`
        _ = host.snapshot
        XCTAssertEqual(host.updateCount, updates)
        model.votes = 1
        _ = host.snapshot
        XCTAssertEqual(host.updateCount, updates + 1)
    }

    func testBindableMakesBindingsToTheModelsProperties() {
        struct Editor: View {
            @Bindable var model: VoteModel
            var body: some View {
                Stepper("Votes", value: $model.votes, in: 0...2).id("stepper")
            }
        }
        let model = VoteModel()
        let host = makeHost(Editor(model: model))
        let frame = host.frame(of: "stepper")!
        for _ in 0..<4 { host.tap(at: CGPoint(x: frame.maxX - 10, y: frame.midY)) }
        XCTAssertEqual(model.votes, 2) // clamped to the range's upper bound
    }

    func testEnvironmentReadsTheValuesSetAbove() {
        struct Reader: View {
            let log: EventLog
            @Environment(\.layoutDirection) var direction
            @Environment(\.dynamicTypeSize) var typeSize
            @Environment(\.colorScheme) var scheme
            @Environment(\.displayScale) var scale
            @Environment(\.pixelLength) var pixel
            @Environment(\.font) var font
            @Environment(\.isEnabled) var enabled
            var body: some View {
                log.events.append("\(direction) \(typeSize) \(scheme) \(scale) \(pixel) \(font == nil ? "no font" : "font") \(enabled)")
                return Color.red.frame(width: 10, height: 10)
            }
        }
        let log = EventLog()
        var environment = EnvironmentValues()
        environment.displayScale = 2
        _ = ViewHost(rootView: VStack {
            Reader(log: log)
            Reader(log: log)
                .environment(\.layoutDirection, .rightToLeft)
                .dynamicTypeSize(.xxxLarge)
                .environment(\.colorScheme, .dark)
                .font(.title)
                .disabled(true)
        }, size: CGSize(width: 100, height: 100), environment: environment)
        // Defaults from SwiftUI's documentation: left-to-right, `.large` type, light; pixelLength
        // is 1 / displayScale.
        XCTAssertEqual(log.events, ["leftToRight large light 2.0 0.5 no font true",
                                    "rightToLeft xxxLarge dark 2.0 0.5 font false"])
    }

    /// Apple's `Environment`: a view reads the value its ancestors set, whoever lays it out. A
    /// `LayoutSnapshot` keeps no state, but its views' `@Environment` properties still see the
    /// `.environment(_:_:)` values above them (Docs/Differences.md, "Views outside a host").
    func testEnvironmentIsReadInALayoutSnapshot() {
        struct Square: View {
            @Environment(\.displayScale) var scale
            var body: some View { Color.red.frame(width: 10 * scale, height: 10) }
        }
        struct Wrapper: DynamicProperty {
            @Environment(\.displayScale) var scale
        }
        struct Nested: View {
            var wrapper = Wrapper()
            var body: some View { Color.red.frame(width: 5 * wrapper.scale, height: 10) }
        }
        let view = HStack(spacing: 0) {
            Square()
            Square().environment(\.displayScale, 3)
            Nested().environment(\.displayScale, 2)
        }
        // 10 × 1 + 10 × 3 + 5 × 2 = 50.
        XCTAssertEqual(LayoutSnapshot(of: view, proposal: .unspecified).size, CGSize(width: 50, height: 10))
    }

    func testEnvironmentObjectsAreFoundByType() {
        struct Reader: View {
            @Environment(VoteModel.self) var model: VoteModel?
            var body: some View { CountBar(count: model?.votes ?? -5).id("bar") }
        }
        let model = VoteModel()
        model.votes = 3
        XCTAssertEqual(makeHost(Reader().environment(model)).frame(of: "bar")?.width, 13)
        XCTAssertEqual(makeHost(Reader()).frame(of: "bar")?.width, 5) // none placed: nil
        let host = makeHost(Reader().environment(model))
        model.votes = 4
        XCTAssertEqual(host.frame(of: "bar")?.width, 14)
    }

    struct Item: Identifiable, Equatable {
        let id: String
        var done = false
    }

    func testForEachOverABindingEditsTheElementsThroughTheirBindings() {
        struct Checklist: View {
            @State var items = [Item(id: "a"), Item(id: "b"), Item(id: "c")]
            let log: EventLog
            var body: some View {
                VStack(spacing: 0) {
                    ForEach($items) { $item in
                        Toggle(item.id, isOn: $item.done).id(item.id)
                    }
                }
                .onChange(of: items) { _, new in log.events.append(new.filter(\.done).map(\.id).joined()) }
            }
        }
        let log = EventLog()
        let host = makeHost(Checklist(log: log), width: 300)
        // The switch is the trailing 51 points of each toggle row.
        for id in ["c", "a"] {
            let frame = host.frame(of: id)!
            host.tap(at: CGPoint(x: frame.maxX - 10, y: frame.midY))
        }
        XCTAssertEqual(log.events, ["c", "ac"])
    }

    func testABindingToACollectionIsACollectionOfBindings() {
        var storage = [Item(id: "x"), Item(id: "y")]
        let binding = Binding(get: { storage }, set: { storage = $0 })
        XCTAssertEqual(binding.count, 2)
        XCTAssertEqual(binding.map(\.id), ["x", "y"])
        XCTAssertEqual(binding.last?.id, "y")
        binding[1].done.wrappedValue = true
        XCTAssertEqual(storage[1].done, true)
        XCTAssertEqual(binding.indices, 0..<2)
    }

    func testPropertyWrappersOutsideAHostUseDefaults() {
        // Outside a view being evaluated, @Environment reads the default environment.
        let direction = Environment(\.layoutDirection)
        XCTAssertEqual(direction.wrappedValue, .leftToRight)
        let missing = Environment<VoteModel?>(VoteModel.self) // the optional form; the plain one traps, as in SwiftUI
        XCTAssertNil(missing.wrappedValue)
        let model = VoteModel()
        let bindable = Bindable(model)
        bindable.projectedValue.votes.wrappedValue = 4
        XCTAssertEqual(model.votes, 4)
        XCTAssertTrue(Bindable(projectedValue: bindable).wrappedValue === model)
    }
}
