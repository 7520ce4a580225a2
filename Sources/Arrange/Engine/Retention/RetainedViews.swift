import Foundation

/// What a ``ViewHost`` keeps from one update to the next so that an update costs what changed: a
/// record of every view with a `body` it resolved (`ViewRecord`), the graph they were resolved
/// into, and the views whose inputs changed since (Docs/Engine.md, "Retained views").
///
/// At the next update, a view whose value equals its last one (`ViewComparison`), whose context
/// and inherited environment values read are unchanged, and which is not marked, and has nothing
/// marked inside it, is kept: its nodes are copied from the previous graph instead of evaluating
/// its `body` and resolving what it returns (`GraphBuilder+Retention`). A change to state, to an
/// observable property a body read or to an object a view observes marks the view that owns it;
/// the views around a marked one are evaluated again to reach it.
///
/// The record lists are `@exclusivity(unchecked)` (the checks cost a tenth of an update that keeps
/// ten thousand rows), by the rule LayoutGraph.swift states for the tree storage: every access is
/// complete and calls out to nothing, except `withRecord`'s read, which holds the records across
/// `GraphBuilder.keep`; that copies nodes and replays engine events, and writes no record list.
final class RetainedViews {
    /// The records of the last update, in preorder.
    @exclusivity(unchecked) private(set) var records: [ViewRecord] = []
    /// The record of each identity of the last update; −1 for an identity given to more than one
    /// view (never kept).
    @exclusivity(unchecked) private var recordIndex: [UInt64: Int32] = [:]
    /// The graph the last update resolved, which the records describe.
    private(set) var graph: LayoutGraph?

    /// The identities marked since the last update began, and whether everything is.
    private var marks: Set<UInt64> = []
    private var marksEverything = false
    /// The marks of the update round (one per transaction: `ViewHost.update()`).
    private var roundMarks: Set<UInt64> = []
    private var roundMarksEverything = false

    /// During a resolve: which of the last update's records must be evaluated again.
    @exclusivity(unchecked) private var mustEvaluate: [Bool] = []
    /// During a resolve: whether every view is evaluated (nothing to keep from).
    private(set) var evaluatesEverything = true
    /// The records being made, in preorder.
    @exclusivity(unchecked) private(set) var current: [ViewRecord] = []
    /// The records still open (their views being resolved), innermost last.
    private var open: [(record: Int32, reads: Int, signature: Int, outputs: Int)] = []
    /// The environment values read while resolving.
    let readLog = EnvironmentReadLog()
    /// How to compare the values of each view type met.
    private var comparisons: [ObjectIdentifier: ViewComparison] = [:]
    /// The comparison last asked for, with its type.
    private var lastComparison: (type: ObjectIdentifier, comparison: ViewComparison)?
    /// The nodes the current resolve copied, view by view, in order.
    @exclusivity(unchecked) private(set) var keptNodes: [KeptNodes] = []
    /// Nodes copied and views kept by the current resolve.
    private(set) var nodesKept = 0
    private(set) var viewsKept = 0

    /// Marks the view at `identity`: its inputs changed.
    func mark(_ identity: UInt64) {
        marks.insert(identity)
    }

    /// Marks every view: something changed that is not known to belong to one.
    func markAll() {
        marksEverything = true
    }

    /// Forgets everything kept: the next update evaluates every view.
    func reset() {
        records = []
        recordIndex = [:]
        graph = nil
        markAll()
    }

    /// Starts a round of updates: the marks so far apply to every update of the round.
    func beginRound() {
        roundMarks = marks
        roundMarksEverything = marksEverything
        marks.removeAll()
        marksEverything = false
    }

    /// Ends a round of updates.
    func endRound() {
        roundMarks.removeAll()
        roundMarksEverything = false
    }

    /// Starts resolving a new graph: finds which of the last update's views must be evaluated.
    func beginResolve() {
        roundMarks.formUnion(marks)
        roundMarksEverything = roundMarksEverything || marksEverything
        marks.removeAll()
        marksEverything = false
        current.removeAll(keepingCapacity: true)
        open.removeAll(keepingCapacity: true)
        readLog.reads.removeAll(keepingCapacity: true)
        readLog.isRecording = true
        nodesKept = 0
        viewsKept = 0
        keptNodes.removeAll(keepingCapacity: true)
        evaluatesEverything = graph == nil || roundMarksEverything
        mustEvaluate = [Bool](repeating: false, count: evaluatesEverything ? 0 : records.count)
        guard !evaluatesEverything else { return }
        for identity in roundMarks {
            guard var index = recordIndex[identity], index >= 0 else {
                evaluatesEverything = true
                return
            }
            while index >= 0, !mustEvaluate[Int(index)] {
                mustEvaluate[Int(index)] = true
                index = records[Int(index)].parent
            }
        }
    }

    /// Ends resolving `graph`: its records replace the last update's.
    func commit(_ graph: LayoutGraph) {
        readLog.isRecording = false
        readLog.reads.removeAll(keepingCapacity: true)
        swap(&records, &current)
        current.removeAll(keepingCapacity: true)
        recordIndex.removeAll(keepingCapacity: true)
        for index in records.indices {
            let identity = records[index].identity
            if recordIndex.updateValue(Int32(index), forKey: identity) != nil { recordIndex[identity] = -1 }
        }
        mustEvaluate = []
        self.graph = graph
    }

    /// Calls `body` with the address of the last update's record `index`: read in place, never
    /// copied whole (a copy retains and releases each of its arrays).
    @inline(__always)
    func withRecord<R>(_ index: Int32, _ body: (UnsafePointer<ViewRecord>) -> R) -> R {
        records.withUnsafeBufferPointer { body($0.baseAddress! + Int(index)) }
    }

    /// The last update's record of the view at `identity`, when the view may be kept: it was
    /// resolved once there, can be copied, and nothing in it is marked.
    @inline(__always)
    func candidate(_ identity: UInt64) -> Int32? {
        guard !evaluatesEverything, let index = recordIndex[identity], index >= 0,
              !mustEvaluate[Int(index)], records[Int(index)].isRetainable else { return nil }
        return index
    }

    /// Whether the view at record `index` can be kept with its new value `view` in `context`: the
    /// same type, an equal value, the same context and the same values for the inherited
    /// environment keys it read.
    func canKeep<V>(_ index: Int32, _ view: V, in context: ResolveContext) -> Bool {
        // Field by field: a copy of the whole record would retain and release each of its arrays.
        let index = Int(index)
        guard let value = records[index].value, value.type == ObjectIdentifier(V.self),
              records[index].orientation == context.orientation, records[index].isGridContent == context.isGridContent,
              records[index].scrollAxes == context.scrollAxes,
              records[index].layoutDirection == context.environment.layoutDirection,
              records[index].displayScale == context.environment.displayScale else { return false }
        let comparison = comparison(of: V.self)
        let old = unsafeDowncast(value, to: ViewValue<V>.self)
        let same = withUnsafePointer(to: view) { new in
            withUnsafePointer(to: &old.value) { comparison.equal(UnsafeRawPointer($0), UnsafeRawPointer(new)) }
        }
        guard same else { return false }
        var renewed: [Int] = []
        for (position, read) in records[index].reads.enumerated() {
            let now = context.environment.box(for: read.key)
            if now === read.box { continue }
            guard let now, let then = read.box, now.hasEqualValue(then) else { return false }
            renewed.append(position)
        }
        // The record keeps its value: the new one is equal to it, and the value is only ever
        // compared (assigning it would retain the new value's references and release the old's,
        // a tenth of the comparison's time in a list of stateful rows).
        // An equal value in a new box (set again by a view evaluated again): the record reads the
        // new box from now on, so that the views around it, whose reads are collapsed by box
        // (`EnvironmentReadLog.collapse`), still see the key as read from outside.
        for position in renewed {
            let key = records[index].reads[position].key
            records[index].reads[position] = EnvironmentReadLog.Read(key: key, box: context.environment.box(for: key))
        }
        return true
    }

    private func comparison<V>(of type: V.Type) -> ViewComparison {
        // The rows of a list are one type after another: the last answer first, then the table.
        let key = ObjectIdentifier(type)
        if let last = lastComparison, last.type == key { return last.comparison }
        let found: ViewComparison
        if let known = comparisons[key] {
            found = known
        } else {
            found = ViewComparison(for: type)
            comparisons[key] = found
        }
        lastComparison = (key, found)
        return found
    }

    /// Opens the record of a view about to be evaluated; `builder` is the one resolving it.
    func begin<V>(_ view: V, identity: UInt64, context: ResolveContext, builder: GraphBuilder, outputCount: Int) {
        let graph = builder.graph
        let record = ViewRecord(
            identity: identity, parent: open.last?.record ?? -1, subtreeEnd: -1, value: ViewValue(view),
            nodes: Self.start(graph.nodes.count), children: Self.start(graph.childList.count),
            traits: Self.start(graph.traitTable.count), events: Self.start(graph.runtime?.events.count ?? 0),
            idMarks: Self.start(graph.idMarks.count), interactionWrites: Self.start(graph.interactions.writes.count),
            customLayouts: Self.start(graph.customLayoutNodes.count),
            outputs: [], outputNodes: [], reads: [],
            layoutDirection: context.environment.layoutDirection, displayScale: context.environment.displayScale,
            orientation: context.orientation, isGridContent: context.isGridContent, scrollAxes: context.scrollAxes,
            isRetainable: false)
        open.append((Int32(current.count), readLog.reads.count, builder.retentionSignature, outputCount))
        current.append(record)
    }

    /// Closes the innermost open record, once its view is resolved to `output`'s new entries.
    func end(context: ResolveContext, builder: GraphBuilder, output: [Int32]) {
        let (index, reads, signature, outputCount) = open.removeLast()
        let graph = builder.graph
        let outputs = Array(output[outputCount...])
        let collapsed = readLog.collapse(from: reads, enteringWith: context.environment)
        var record = current[Int(index)]
        record.subtreeEnd = Int32(current.count)
        record.nodes = record.nodes.lowerBound..<Int32(graph.nodes.count)
        record.children = record.children.lowerBound..<Int32(graph.childList.count)
        record.traits = record.traits.lowerBound..<Int32(graph.traitTable.count)
        record.events = record.events.lowerBound..<Int32(graph.runtime?.events.count ?? 0)
        record.idMarks = record.idMarks.lowerBound..<Int32(graph.idMarks.count)
        record.interactionWrites = record.interactionWrites.lowerBound..<Int32(graph.interactions.writes.count)
        record.customLayouts = record.customLayouts.lowerBound..<Int32(graph.customLayoutNodes.count)
        record.outputs = outputs
        record.outputNodes = outputs.map { graph.nodes[Int($0)] }
        record.reads = Array(collapsed)
        record.isRetainable = builder.retentionSignature == signature && outputs.allSatisfy { record.nodes.contains($0) }
        current[Int(index)] = record
    }

    /// Carries the records of a kept view (record `index` and those inside it) into the current
    /// update, with their ranges moved as its copy moved them.
    func carry(_ index: Int32, moves: ViewRecord.Moves, in graph: LayoutGraph) {
        let base = Int32(current.count)
        let parent = open.last?.record ?? -1
        let end = records[Int(index)].subtreeEnd
        for source in Int(index)..<Int(end) {
            // Moved out, not copied: nothing reads a carried record again, and what is left in its
            // place (`ViewRecord.carried`) is never kept.
            var record = ViewRecord.carried
            swap(&record, &records[source])
            record.parent = source == Int(index) ? parent : record.parent - index + base
            record.subtreeEnd = record.subtreeEnd - index + base
            moves.apply(to: &record, in: graph)
            current.append(consume record)
        }
        viewsKept += 1
        let nodes = current[Int(base)].nodes
        nodesKept += nodes.count
        keptNodes.append(KeptNodes(nodes: nodes, offset: moves.nodes, outputs: current[Int(base)].outputs))
    }

    private static func start(_ count: Int) -> Range<Int32> {
        Int32(count)..<Int32(count)
    }
}
