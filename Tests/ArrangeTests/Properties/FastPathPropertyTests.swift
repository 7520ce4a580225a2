import Foundation
import Testing
import PropertyBased
import ArrangeTreeText
@testable import Arrange

/// The engine's fast paths (constant sizes, arithmetic frames, proposal invariance, direct
/// placement, plain spacing, the grid's once-per-column measuring, relayout's reuse; listed in
/// `LayoutGraph+FastPaths`) may only save work: on generated trees, turning them all off
/// (`LayoutGraph.fastPathsDisabled`) changes no size, placed proposal or repair, and no frame
/// beyond the last bit of a coordinate (`samePosition(_:_:)` says where it can).
@Suite(.serialized)
struct FastPathPropertyTests {
    typealias Tally = LayoutPropertyTests.Tally

    /// Counts layouts in which the general path reported repairs the fast paths did not.
    final class ExtraRepairs: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
    }

    /// The first difference between two laid-out graphs of the same tree, or nil. Sizes and
    /// proposals compare exactly; positions up to rounding (`samePosition`).
    ///
    /// Diagnostics compare as sets of distinct repairs. A repair is reported each time the
    /// repaired call runs (an `aspectRatio` proposing NaN reports it on every measure), and the
    /// fast paths exist to make fewer calls, so the same repair may be reported fewer times with
    /// them. And the general path may report more: it asks questions whose answers the fast paths
    /// know without asking (the explicit guides of a layout whose subtree sets none, the size of a
    /// fixed frame), and a layout answering one may repair something on the way (a scroll view
    /// asked for a baseline places its content, which proposed infinity lands at an infinite
    /// position). So every repair made with the fast paths must be made without them; a layout
    /// without repairs on the general path has none with the fast paths either.
    static func difference(_ fast: LayoutSnapshot, _ general: LayoutSnapshot) -> String? {
        guard fast.size == general.size else { return "root size \(fast.size) with fast paths, \(general.size) without" }
        let (a, b) = (placements(fast.graph), placements(general.graph))
        for path in Set(a.keys).union(b.keys).sorted() {
            let x = a[path] ?? (.null, .unspecified), y = b[path] ?? (.null, .unspecified)
            if !samePosition(x.frame, y.frame) {
                return "\(path): frame \(x.frame) with fast paths, \(y.frame) without"
            }
            if !x.frame.isNull, x.proposal != y.proposal {
                return "\(path): placed with \(x.proposal.proposal) with fast paths, \(y.proposal.proposal) without"
            }
        }
        let (fastRepairs, generalRepairs) = (repairs(fast), repairs(general))
        if !fastRepairs.isSubset(of: generalRepairs) {
            return "diagnostics \(fast.diagnostics) with fast paths, \(general.diagnostics) without"
        }
        return nil
    }

    /// Whether two frames are the same but for the rounding of their positions: null or not
    /// alike, equal sizes, and origins within `FrameRounding.tolerance` relative to the largest
    /// magnitude involved on the axis (at least 1 point).
    ///
    /// One shortcut computes a position differently: a colour or shape filling a fixed frame of
    /// its own size is placed at the frame's origin (`leafFillingFixedFrame`), where the frame's
    /// `placeSubviews` centres it, as the frame's centre minus half its size. The two differ by
    /// the rounding of that sum: in the last bit for everyday sizes (60.10511363636363 against
    /// 60.105113636363626, seen), and by everything below the size's precision for huge ones (a
    /// frame 1e300 high at y = 109.5 puts its colour at 109.5, the centring at 0: 109.5 + 5e299
    /// rounds to 5e299). The shortcut's answer is the exact one.
    static func samePosition(_ a: CGRect, _ b: CGRect) -> Bool {
        if a.isNull || b.isNull { return a.isNull == b.isNull }
        guard a.size == b.size else { return false }
        func close(_ p: CGFloat, _ q: CGFloat, _ length: CGFloat) -> Bool {
            p == q || abs(p - q) <= FrameRounding.tolerance * Swift.max(1, abs(p), abs(q), length)
        }
        return close(a.minX, b.minX, a.width) && close(a.minY, b.minY, a.height)
    }

    /// Every node's frame and placed proposal, by identity path. Not by index: a lazy container
    /// appends its elements to the graph in the order they are first asked for, which differs
    /// when the general path asks questions the fast paths skip; an element built in one layout
    /// and not in the other counts as not placed there. Nodes not attached to the tree (elements
    /// resolved up front and never built) are left out.
    static func placements(_ graph: LayoutGraph) -> [String: (frame: CGRect, proposal: PackedProposal)] {
        var result: [String: (frame: CGRect, proposal: PackedProposal)] = [:]
        for index in graph.nodes.indices {
            var top = Int32(index)
            while graph.nodes[Int(top)].parent >= 0 { top = graph.nodes[Int(top)].parent }
            guard top == graph.root else { continue }
            result[graph.identityPath(of: Int32(index))] = (graph.frames[index], graph.placedProposals[index])
        }
        return result
    }

    /// The distinct repairs a layout reported.
    static func repairs(_ snapshot: LayoutSnapshot) -> Set<String> {
        Set(snapshot.diagnostics.map(String.init(describing:)))
    }

    /// Full layouts: every frame (up to rounding), size and placed proposal is the same with the
    /// fast paths off, and every repair made with them is made without them (`difference`), for
    /// plain and hostile trees (NaN, infinite, negative and huge numbers) and an infinite proposal.
    @Test func fastPathsChangeNoFrame() async {
        let tally = Tally(), extra = ExtraRepairs()
        for generator in [LayoutPropertyTests.plain, LayoutPropertyTests.hostile] {
            await propertyCheck(count: 300, input: generator) { tree in
                tally.add()
                let view = tree.makeView()
                for proposal in LayoutPropertyTests.proposals + [ProposedViewSize(width: .infinity, height: .infinity)] {
                    let fast = LayoutSnapshot(of: view, proposal: proposal)
                    let general = LayoutSnapshot(withoutFastPaths: view, proposal: proposal)
                    if let difference = Self.difference(fast, general) {
                        Issue.record("\(difference)\nin \(tree) proposed \(proposal)")
                    }
                    if Self.repairs(fast) != Self.repairs(general) { extra.add() }
                }
            }
        }
        tally.report("fastPathsChangeNoFrame")
        print("FastPathPropertyTests.fastPathsChangeNoFrame: \(extra.count) layouts with more repairs reported without fast paths")
    }

    /// The tree a generated case shrank to (seed `ojcz0PQowOYsDjtyT7Sv8OTWOdoVKivRg4biFg8rmHE=`):
    /// a fill-mode aspect ratio of an unbounded colour makes a subview infinite, so the
    /// `VStack`'s remaining height becomes NaN (∞ − ∞) and it proposes NaN to the `fixedSize`.
    /// The stack's direct placement (a fast path) must repair that proposal where
    /// `placeSubviews` would (`recordPlacement`: against the stack, Docs/Differences.md
    /// "Repairs where SwiftUI traps or propagates garbage"), not hand the NaN on for the
    /// `fixedSize` to repair, which the general path never reports.
    @Test func directPlacementRepairsANaNProposalAsRecordingWould() throws {
        let text = #"VStack(alignment: trailing) { Text("x").id("n4") HStack(alignment: top, spacing: 45.0) { Color(green).frame(minWidth: 10.0, maxWidth: 45.0, maxHeight: inf).frame(height: 20.0, alignment: bottomTrailing).id("n10") Color(clear).aspectRatio(0.5, contentMode: fill).overlay(alignment: center) { Text("x").frame(width: 15.0, height: 35.0) }.id("n11") Circle().id("n12") }.fixedSize(horizontal: true, vertical: false).layoutPriority(-1.0).id("n9") }.id("n2")"#
        let tree = try ViewTreeDescription(parsing: text)
        for size in [CGSize(width: 320, height: 240), CGSize(width: 37, height: 500)] {
            let fast = LayoutSnapshot(of: tree.makeView(), in: size)
            let general = LayoutSnapshot(withoutFastPaths: tree.makeView(), in: size)
            #expect(Self.difference(fast, general) == nil)
            let fixedSizeRepairs = Self.repairs(fast).filter { $0.hasPrefix("FixedSizeLayout") && $0.contains("NaN") }
            #expect(fixedSizeRepairs.isEmpty, "\(fixedSizeRepairs)")
            #expect(Self.repairs(fast).contains { $0.hasPrefix("VStackLayout") && $0.contains("proposed a NaN height") })
        }
    }

    /// Relayouts: a `LayoutHost` updated to a smaller tree (one child or modifier of the root
    /// removed), back, and to another size gives the frames of a fresh full layout with every fast
    /// path off, positions up to rounding (`samePosition`: a relayout also moves unchanged
    /// subtrees by the difference of their origins, which may differ from a direct computation in
    /// the last bits), and makes no repair that the full layout does not (see `difference`).
    @Test func relayoutMatchesAFullLayoutWithoutFastPaths() async {
        let tally = Tally()
        let sizes = [CGSize(width: 320, height: 240), CGSize(width: 37, height: 500)]
        await propertyCheck(count: 200, input: LayoutPropertyTests.plain) { tree in
            tally.add()
            let host = LayoutHost(rootView: tree.makeView(), size: sizes[0])
            var steps: [(ViewTreeDescription, CGSize)] = TreeTextGenerator.shrink(tree).prefix(3).map { ($0, sizes[0]) }
            steps += [(tree, sizes[0]), (tree, sizes[1])]
            for (step, (version, size)) in steps.enumerated() {
                if size != sizes[0] { host.update(size: size) } else { host.update(rootView: version.makeView()) }
                let relaid = host.snapshot
                let general = LayoutSnapshot(withoutFastPaths: version.makeView(), in: size)
                #expect(relaid.size == general.size, "step \(step): \(version) in \(size)")
                let (a, b) = (Self.placements(relaid.graph), Self.placements(general.graph))
                for path in Set(a.keys).union(b.keys).sorted() {
                    let x = a[path]?.frame ?? .null, y = b[path]?.frame ?? .null
                    #expect(Self.samePosition(x, y), "step \(step): \(path) at \(x) relaid, \(y) without fast paths, for \(version) in \(size)")
                }
                #expect(Self.repairs(relaid).isSubset(of: Self.repairs(general)), "step \(step): \(relaid.diagnostics) relaid, \(general.diagnostics) without fast paths, for \(version) in \(size)")
            }
        }
        tally.report("relayoutMatchesAFullLayoutWithoutFastPaths")
    }
}
