import Foundation
import Observation
import Testing
import PropertyBased
@testable import Arrange

/// A host that keeps views whose inputs did not change (`RetainedViews`) must show exactly what a
/// host that evaluates every body shows: on generated trees of views with state, environment reads
/// and an observable model, after every random change, the two hosts have the same nodes, frames
/// and display list, and ran the same `onAppear`, `onDisappear` and `onChange` actions in the same
/// order (Docs/Engine.md, "Retained views").
@Suite(.serialized)
struct RetentionPropertyTests {
    /// The shape of a generated tree: each node's parent is an earlier node.
    final class TreeSpec: Sendable {
        struct Node: Sendable {
            var children: [Int] = []
            /// 0: VStack, 1: HStack, 2: ZStack.
            var kind = 0
            var seed = 0
            var readsEnvironment = false
            var readsModel = false
            var conditional = false
        }

        let nodes: [Node]

        init(_ numbers: [Int]) {
            var nodes = numbers.map { number in
                Node(kind: number % 3, seed: number % 11, readsEnvironment: number % 5 == 0,
                     readsModel: number % 7 == 0, conditional: number % 4 == 1)
            }
            for index in nodes.indices.dropFirst() {
                nodes[numbers[index] % index].children.append(index)
            }
            self.nodes = nodes
        }
    }

    @Observable final class Model {
        var value = 0
    }

    /// What the actions of one host's views did, in order.
    final class EventLog {
        var events: [String] = []
        func add(_ event: String) { events.append(event) }
    }

    struct Cell: View {
        let tree: TreeSpec
        let index: Int
        let log: EventLog
        let model: Model
        @State private var count = 0
        @Environment(\.retentionPropertyFlag) private var flag

        var body: some View {
            let node = tree.nodes[index]
            let environmentWidth: CGFloat = node.readsEnvironment && flag ? 5 : 0
            let modelWidth: CGFloat = node.readsModel ? CGFloat(model.value * 2) : 0
            let width = CGFloat(10 + node.seed * 3 + count * 4) + environmentWidth + modelWidth
            let layout = node.kind == 0 ? AnyLayout(VStackLayout(spacing: 2)) : node.kind == 1 ? AnyLayout(HStackLayout(spacing: 2)) : AnyLayout(ZStackLayout())
            layout {
                Color.gray.frame(width: width, height: 6).onTapGesture { count += 1 }.id(index)
                ForEach(node.children, id: \.self) { Cell(tree: tree, index: $0, log: log, model: model) }
                if node.conditional, count % 2 == 1 {
                    Text("on \(index)")
                        .onAppear { log.add("appear text \(index)") }
                        .onDisappear { log.add("disappear text \(index)") }
                }
            }
            .onChange(of: count) { old, new in log.add("change \(index) \(old) → \(new)") }
            .onAppear { log.add("appear cell \(index)") }
        }
    }

    struct Root: View {
        let tree: TreeSpec
        let log: EventLog
        let model: Model
        @State private var flag = false

        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 20, height: 4).onTapGesture { flag.toggle() }.id("flag")
                Cell(tree: tree, index: 0, log: log, model: model)
            }
            .environment(\.retentionPropertyFlag, flag)
        }
    }

    static let size = CGSize(width: 2_000, height: 2_000)

    /// The first difference between the two hosts, or nil.
    static func difference(_ kept: ViewHost<Root>, _ full: ViewHost<Root>, _ keptLog: EventLog, _ fullLog: EventLog) -> String? {
        let (a, b) = (kept.graph, full.graph)
        guard a.nodes.count == b.nodes.count else { return "\(a.nodes.count) nodes kept, \(b.nodes.count) in full" }
        for index in a.nodes.indices {
            guard a.nodes[index].identity == b.nodes[index].identity, a.nodes[index].parent == b.nodes[index].parent,
                  Array(a.children(of: Int32(index))) == Array(b.children(of: Int32(index))) else {
                return "node \(index) (\(a.path(of: Int32(index)))) differs from \(b.path(of: Int32(index)))"
            }
        }
        for index in a.nodes.indices where a.frames[index] != b.frames[index] {
            return "frame of node \(index) (\(a.identityPath(of: Int32(index)))): \(a.frames[index]) kept, \(b.frames[index]) in full"
        }
        guard kept.displayList == full.displayList else { return "display lists differ" }
        guard keptLog.events == fullLog.events else { return "events \(keptLog.events) kept, \(fullLog.events) in full" }
        return nil
    }

    /// Runs `actions` on two hosts of the tree `numbers` describes, one keeping views and one
    /// evaluating every body; returns the first difference.
    static func check(_ numbers: [Int], _ actions: [Int]) -> String? {
        let tree = TreeSpec(numbers)
        let (keptLog, fullLog) = (EventLog(), EventLog())
        let (keptModel, fullModel) = (Model(), Model())
        let kept = ViewHost(rootView: Root(tree: tree, log: keptLog, model: keptModel), size: Self.size)
        let full = ViewHost(rootView: Root(tree: tree, log: fullLog, model: fullModel), size: Self.size)
        full.retainsViews = false
        full.updateIfNeeded()
        kept.updateIfNeeded()
        if let difference = Self.difference(kept, full, keptLog, fullLog) { return "first build: \(difference)" }
        var keptBodies = 0, fullBodies = 0
        for action in actions {
            let choice = action % (tree.nodes.count + 2)
            let (keptBefore, fullBefore) = (kept.bodyEvaluationCount, full.bodyEvaluationCount)
            if choice < tree.nodes.count {
                _ = kept.tap(on: choice)
                _ = full.tap(on: choice)
            } else if choice == tree.nodes.count {
                _ = kept.tap(on: "flag")
                _ = full.tap(on: "flag")
            } else {
                keptModel.value += 1
                fullModel.value += 1
            }
            kept.updateIfNeeded()
            full.updateIfNeeded()
            keptBodies += kept.bodyEvaluationCount - keptBefore
            fullBodies += full.bodyEvaluationCount - fullBefore
            if let difference = Self.difference(kept, full, keptLog, fullLog) { return "after action \(choice): \(difference)" }
        }
        return keptBodies <= fullBodies ? nil : "kept host evaluated \(keptBodies) bodies, full host \(fullBodies)"
    }

    @Test func keptViewsShowWhatEvaluatingEveryBodyShows() async {
        await propertyCheck(count: 80, input: Gen.int(in: 0...100_000).array(of: 1...24), Gen.int(in: 0...100_000).array(of: 1...16)) { numbers, actions in
            #expect(Self.check(numbers, actions) == nil, "actions \(actions) on \(numbers)")
        }
    }

    /// Found by the property: a view kept because an environment value it read was set again, equal,
    /// in a new box, must still count as reading that key for the views around it (it did not:
    /// the next change of the value left them, and it, as they were).
    @Test func aViewKeptByAnEqualValueStillDependsOnTheKey() {
        #expect(Self.check([0, 0, 1, 230, 0, 34307, 0, 0, 0], [2810, 90011]) == nil)
    }
}

private struct RetentionPropertyFlagKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The environment value the generated trees of `RetentionPropertyTests` read.
    fileprivate var retentionPropertyFlag: Bool {
        get { self[RetentionPropertyFlagKey.self] }
        set { self[RetentionPropertyFlagKey.self] = newValue }
    }
}
