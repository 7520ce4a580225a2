// The engine tracks which axes a subtree may have explicit alignment guides on (`NodeFlags`,
// Docs/Engine.md "Alignment guides, per axis"): every built-in layout answers a guide from its subviews'
// values of the same guide (Docs/LayoutRules.md §7), a text has vertical guides only (its
// baselines), `.alignmentGuide(_:computeValue:)` sets one guide, a custom layout may set any.
// These tests check the flags and that guides still reach the stacks that align by them.
import XCTest
@testable import Arrange

private enum MarkAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

private extension HorizontalAlignment {
    static let testMark = HorizontalAlignment(MarkAlignment.self)
}

final class GuideAxisFlagTests: XCTestCase {
    private struct Passthrough: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            subviews.first?.sizeThatFits(proposal) ?? .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }
    }

    private func resolved<V: View>(_ view: V) -> LayoutGraph {
        let builder = GraphBuilder()
        builder.graph.root = builder.resolveRoot(view, environment: EnvironmentValues())
        return builder.graph
    }

    private func flags(_ id: String, in graph: LayoutGraph) -> NodeFlags {
        graph.nodes[Int(graph.nodesByID[AnyHashable(id)]!)].flags
    }

    /// A list of rows of texts may have vertical guides (baselines), never horizontal ones: the
    /// column that centres the rows does not ask them for one.
    func testTextsGiveVerticalGuidesOnly() {
        let graph = resolved(VStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { index in
                HStack { Text("Row \(index)").id("text\(index)"); Spacer() }.padding(.horizontal, 16).id("row\(index)")
            }
        }.id("list"))
        let text = flags("text0", in: graph)
        XCTAssertTrue(text.contains(.mayHaveVerticalGuides))
        XCTAssertFalse(text.contains(.mayHaveHorizontalGuides))
        let row = flags("row0", in: graph)
        XCTAssertTrue(row.contains([.mayHaveVerticalGuides, .childrenMayHaveVerticalGuides]))
        XCTAssertTrue(row.isDisjoint(with: [.mayHaveHorizontalGuides, .childrenMayHaveHorizontalGuides]))
        let list = flags("list", in: graph)
        XCTAssertTrue(list.contains(.childrenMayHaveVerticalGuides))
        XCTAssertFalse(list.contains(.childrenMayHaveHorizontalGuides))
        XCTAssertFalse(graph.mayHaveExplicitGuides(in: "list", on: .horizontal))
    }

    /// `.alignmentGuide` flags the axis of its guide; a custom layout flags both.
    func testAlignmentGuideFlagsItsAxisAndCustomLayoutsBoth() {
        let graph = resolved(HStack {
            Color.red.alignmentGuide(.leading) { _ in 3 }.id("leading")
            Color.red.alignmentGuide(.top) { _ in 3 }.id("top")
            Passthrough() { Color.blue }.id("custom")
        })
        XCTAssertEqual(flags("leading", in: graph).intersection(.mayHaveGuides), .mayHaveHorizontalGuides)
        XCTAssertEqual(flags("top", in: graph).intersection(.mayHaveGuides), .mayHaveVerticalGuides)
        XCTAssertEqual(flags("custom", in: graph).intersection(.mayHaveGuides), .mayHaveGuides)
        XCTAssertEqual(graph.nodes[Int(graph.root)].flags.intersection(.childrenMayHaveGuides), .childrenMayHaveGuides)
    }

    /// A horizontal guide set inside a row beside a text still aligns the row in its column.
    /// §7: the row's `testMark` value is its child's 5 at the child's x of 10: 15. §4 step 4 in the
    /// VStack: a's default (its leading) 0 → range [0, 20]; the row → [−15, 15]; union [−15, 20],
    /// width 35; a at x 15, the row at 0; the column centred in 100: x 32.5.
    func testHorizontalGuideBesideTextStillAligns() {
        let s = LayoutSnapshot(of: VStack(alignment: .testMark, spacing: 0) {
            Color.red.frame(width: 20, height: 10).id("a")
            HStack(spacing: 0) {
                Text("x").frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 10).alignmentGuide(.testMark) { _ in 5 }
            }.padding(0).id("row")
        }, in: CGSize(width: 100, height: 100))
        assertFrame(s.frame(of: "a"), 32.5 + 15, 40, 20, 10)
        assertFrame(s.frame(of: "row"), 32.5, 50, 30, 10)
    }

    /// Baselines still reach a stack that aligns by them through a padding (a vertical guide
    /// forwarded by a single-child modifier, §7). Both texts have the same font, so the same first
    /// baseline b below their own tops: the padded one's is at its frame's top + 4 + b, the other's
    /// at its top + b, so aligned, the second frame's top is 4 below the first's. (By their default
    /// guide, the bottom, it would be 8 below: the padding adds 4 above and 4 below.)
    func testBaselinesStillReachAStackThroughModifiers() {
        let s = LayoutSnapshot(of: HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("a").padding(4).id("t1")
            Color.red.frame(width: 10, height: 10)
            Text("b").padding(0).id("t2")
        }, proposal: .unspecified)
        let t1 = s.frame(of: "t1")!, t2 = s.frame(of: "t2")!
        XCTAssertEqual(t2.minY - t1.minY, 4, accuracy: 1e-9)
    }
}

private extension LayoutGraph {
    /// Whether the children of the node marked `.id(id)` may have guides along `axis`.
    func mayHaveExplicitGuides(in id: String, on axis: Axis) -> Bool {
        nodes[Int(nodesByID[AnyHashable(id)]!)].flags.contains(.childrenMayHaveGuides(on: axis))
    }
}
