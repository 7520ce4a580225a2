import XCTest
@testable import Arrange

/// Frames around a colour or shape are placed by the engine without their `placeSubviews`: a
/// flexible frame's child by the arithmetic of `FlexFrameLayout.childPlacement` with the colour's
/// answer known (the proposal, 10 on an unspecified axis: Docs/LayoutRules.md §1), and a stack's
/// fixed frames with their colours as the stack places them. Both must give exactly what the
/// general path (every fast path off, `LayoutSnapshot(withoutFastPaths:)`) gives, and keep the
/// frames and the storage they live in small (Benchmarks/README.md, memory per view).
final class FrameOverLeafPlacementTests: XCTestCase {
    private static let alignments: [Alignment] = [.topLeading, .center, .bottomTrailing, .leading, .top, .trailing]

    /// A colour smaller than its flexible frame on the axis the frame was proposed nil: the frame
    /// is 30 wide (its minimum, the colour's 10 clamped to 30…100), and a nil proposal between the
    /// bounds is handed on as nil, so the colour is 10 wide and aligned inside (§2.2). Every
    /// alignment and direction, in a stack and alone, gives the general path's frames.
    func testFlexibleFrameAroundAColourIsPlacedAsItsPlaceSubviewsWould() {
        for alignment in Self.alignments {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let view = HStack(spacing: 4) {
                    Color.red.frame(minWidth: 30, maxWidth: 100, minHeight: 5, maxHeight: 40, alignment: alignment).id("a")
                    Circle().frame(minWidth: 0, idealWidth: 12, maxWidth: .infinity, alignment: alignment).id("b")
                    Color.green.frame(maxHeight: 25, alignment: alignment).id("c")
                    Color.blue.frame(width: 20, height: 50, alignment: alignment).id("d")
                }.environment(\.layoutDirection, direction)
                for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: 200, height: nil), ProposedViewSize(width: 150, height: 80), ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: .infinity, height: .infinity)] {
                    let fast = LayoutSnapshot(of: view, proposal: proposal)
                    let general = LayoutSnapshot(withoutFastPaths: view, proposal: proposal)
                    XCTAssertNil(FastPathPropertyTests.difference(fast, general), "\(alignment) \(direction) \(proposal)")
                    XCTAssertEqual(fast.statistics.viewsPlaced, general.statistics.viewsPlaced)
                }
            }
        }
    }

    /// Hand-computed: an HStack proposed nil × nil proposes its subview nil × nil, and places it
    /// with the stack's own height filled in (§4, "Placement"). The frame (30…100 wide, trailing)
    /// is 30 × 10: the colour answers 10 × 10 to nil × nil and the frame clamps 10 to 30 (§2.2,
    /// step 3). Placed 30 wide with a nil width, it hands nil on only for a size strictly between
    /// its bounds; 30 is its minimum, so the colour is proposed 30 and fills the frame.
    func testColourFillsAFlexibleFrameAtItsMinimum() {
        let view = HStack { Color.red.frame(minWidth: 30, maxWidth: 100, alignment: .trailing).id("a") }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.frame(of: "a"), CGRect(x: 0, y: 0, width: 30, height: 10))
        let graph = snapshot.graph
        let frameNode = graph.nodesByID[AnyHashable("a")]!
        let leaf = graph.children(of: frameNode).first!
        XCTAssertEqual(graph.frames[Int(leaf)], CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    /// Hand-computed: a frame 20…100 wide with an ideal width of 50, trailing, proposed nil by its
    /// HStack, is its ideal, 50 wide (§2.2, step 1), and 10 tall (the colour's answer to nil).
    /// With an ideal width it proposes its colour its own 50, which the colour fills.
    func testColourInAFlexibleFrameWithAnIdealFillsIt() {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 20, idealWidth: 50, maxWidth: 100, alignment: .trailing).id("a")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.frame(of: "a"), CGRect(x: 0, y: 0, width: 50, height: 10))
        let graph = snapshot.graph
        let leaf = graph.children(of: graph.nodesByID[AnyHashable("a")]!).first!
        XCTAssertEqual(graph.frames[Int(leaf)], CGRect(x: 0, y: 0, width: 50, height: 10))
    }

    /// The per-node storage a frame around every leaf costs: a node is 64 bytes (a divider's
    /// payload, thickness first, keeps `NodeKind` small), and a fixed frame's layout 64 bytes, so
    /// that its storage fits a 96-byte allocation.
    func testNodesAndFixedFramesStaySmall() {
        XCTAssertEqual(MemoryLayout<Node>.stride, 64)
        XCTAssertLessThanOrEqual(MemoryLayout<FrameLayout>.size, 64)
    }

    /// A fixed frame keeps what it was given: valid dimensions, and the invalid ones only to
    /// report them (Docs/LayoutRules.md §2.1); frames compare equal when they lay out the same way
    /// and report the same problem.
    func testFixedFrameKeepsItsDimensionsAndProblems() {
        let valid = FrameLayout(width: 20, height: nil, alignment: .center)
        XCTAssertEqual(valid.width, 20)
        XCTAssertNil(valid.height)
        XCTAssertNil(valid.inputProblem)
        let invalid = FrameLayout(width: -10, height: .infinity, alignment: .center)
        XCTAssertNil(invalid.width)
        XCTAssertNil(invalid.height)
        XCTAssertEqual(invalid.inputProblem, "frame(width: -10.0) is invalid (negative or non-finite); treated as nil; frame(height: inf) is invalid (negative or non-finite); treated as nil")
        XCTAssertEqual(FrameLayout(width: .nan, height: nil, alignment: .center), FrameLayout(width: .nan, height: nil, alignment: .center))
        XCTAssertNotEqual(FrameLayout(width: -1, height: nil, alignment: .center), FrameLayout(width: nil, height: nil, alignment: .center))
        XCTAssertNotEqual(FrameLayout(width: -1, height: nil, alignment: .center), FrameLayout(width: -2, height: nil, alignment: .center))
        XCTAssertEqual(FrameLayout(width: 0, height: 5, alignment: .top), FrameLayout(width: 0, height: 5, alignment: .top))
        XCTAssertNotEqual(FrameLayout(width: 0, height: 5, alignment: .top), FrameLayout(width: 0, height: 5, alignment: .bottom))
    }
}
