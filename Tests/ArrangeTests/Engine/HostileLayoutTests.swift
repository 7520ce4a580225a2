import XCTest
@testable import Arrange

/// Custom layouts that break the `Layout` contract get a defined outcome and a diagnostic naming
/// the layout type, its identity path and the rule broken, and the rest of the tree still lays
/// out (README, "How it works"; Docs/Differences.md, "Misbehaving layouts").
final class HostileLayoutTests: XCTestCase {
    /// Places subview 0 twice: first at (0, 0), then at (30, 0).
    private struct PlacesTwice: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
            subviews[0].place(at: CGPoint(x: bounds.minX + 30, y: bounds.minY), proposal: .unspecified)
        }
    }

    /// Never places its subviews.
    private struct PlacesNothing: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 60) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// Answers a larger width every time it is asked, whatever the proposal.
    private final class Counter: @unchecked Sendable {
        var value: CGFloat = 0
        var proposals: [ProposedViewSize] = []
    }
    private struct Inconsistent: Layout {
        let counter: Counter
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            counter.value += 10
            counter.proposals.append(proposal)
            return CGSize(width: counter.value, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// Asks its only subview for its size 5,000 times per call.
    private struct MeasuresForever: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var size = CGSize.zero
            for _ in 0..<5_000 { size = subviews[0].sizeThatFits(proposal) }
            return size
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: proposal)
        }
    }

    /// Answers NaN for both dimensions.
    private struct NaNAnswer: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: CGFloat.nan, height: .nan) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// Apple: "If you call this method more than once for a given subview, the last call wins"
    /// is not documented; SwiftUI's proxies record the latest placement, so the later one wins.
    /// Arrange keeps the last placement and reports the repeat.
    func testPlacingASubviewTwiceKeepsTheLastPlacementAndReports() {
        let view = PlacesTwice { Color.red.frame(width: 20, height: 20).id("child") }.id("twice")
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        // The last placement: top-leading anchor at (30, 0), size 20×20 (fixed frame).
        XCTAssertEqual(snapshot.frame(of: "child"), CGRect(x: 30, y: 0, width: 20, height: 20))
        let diagnostic = try? XCTUnwrap(snapshot.diagnostics.first { $0.rule == .placeEachSubviewOnce })
        XCTAssertEqual(diagnostic?.source, "PlacesTwice")
        XCTAssertEqual(diagnostic?.message, "placed subview 0 more than once in one placeSubviews call; used the last placement")
    }

    /// Apple's documentation of `place(at:anchor:proposal:)`: a subview that is never placed is
    /// centred in the container's bounds, with the container's proposal.
    func testAnUnplacedSubviewIsCentredAndReported() {
        let view = PlacesNothing { Color.red.frame(width: 20, height: 10).id("child") }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 60))
        // Centred in 100×60: ((100 − 20) / 2, (60 − 10) / 2).
        XCTAssertEqual(snapshot.frame(of: "child"), CGRect(x: 40, y: 25, width: 20, height: 10))
        XCTAssertEqual(snapshot.diagnostics.map(\.rule), [.placeEverySubview])
        XCTAssertEqual(snapshot.diagnostics.first?.message, "placeSubviews did not place subview 0; centred it with the container's proposal")
    }

    /// Sizes are memoised per node and exact proposal for the whole pass (README, "How it
    /// works"), so a layout that answers differently each time is asked once per distinct
    /// proposal, and the answer to that proposal is used wherever it is needed: the stack's own
    /// size is whatever it computed from those answers.
    func testALayoutAnsweringDifferentlyIsAskedOncePerProposal() {
        let counter = Counter()
        let view = HStack(spacing: 0) {
            Inconsistent(counter: counter) { EmptyView() }.id("odd")
            Color.red.frame(width: 10, height: 10).id("next")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(CGFloat(counter.proposals.count) * 10, counter.value, "one call per proposal")
        XCTAssertEqual(Set(counter.proposals.map { "\($0)" }).count, counter.proposals.count, "no proposal asked twice: \(counter.proposals)")
        // The stack places the view with a proposal it may not have measured it with, and the
        // view then answers anew: its frame is one of its answers, finite.
        XCTAssertEqual(snapshot.frame(of: "odd").map { $0.width.truncatingRemainder(dividingBy: 10) }, 0)
        XCTAssertEqual(snapshot.frame(of: "next")?.size, CGSize(width: 10, height: 10))
    }

    func testALayoutMeasuringThousandsOfTimesFinishesAndIsReported() {
        let view = VStack(spacing: 0) {
            MeasuresForever { Color.red.frame(width: 30, height: 40).id("child") }.id("loop")
            Color.blue.frame(width: 10, height: 10).id("after")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        // The child is 30×40 whatever it is asked (fixed frame, Docs/LayoutRules.md §2.1); the VStack centres
        // its children horizontally in its width of 30: the blue view at x = (30 − 10) / 2.
        XCTAssertEqual(snapshot.frame(of: "child")?.size, CGSize(width: 30, height: 40))
        XCTAssertEqual(snapshot.frame(of: "after"), CGRect(x: 10, y: 40, width: 10, height: 10))
        let reports = snapshot.diagnostics.filter { $0.rule == .measureSubviewsSparingly }
        XCTAssertFalse(reports.isEmpty, "\(snapshot.diagnostics)")
        // Budget for one subview: 1024 + 64 × 1 = 1088 queries per call (LayoutGraph+Safety).
        XCTAssertTrue(reports.allSatisfy { $0.source == "MeasuresForever" && $0.message.contains("5000 times") && $0.message.contains("more than 1088") }, "\(reports)")
    }

    /// A misbehaving layout deep in a tree does not disturb its siblings.
    func testTheRestOfTheTreeStillLaysOut() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("before")
            NaNAnswer { Color.green }.id("bad")
            PlacesNothing { Color.green.frame(width: 4, height: 4) }
            Color.blue.frame(width: 10, height: 10).id("after")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        // NaN becomes 0 × 0, PlacesNothing is 100 × 60; the stack is 10 + 0 + 100 + 10 wide, 60
        // high, and centres the 10-point views vertically: y = (60 − 10) / 2.
        XCTAssertEqual(snapshot.frame(of: "before"), CGRect(x: 0, y: 25, width: 10, height: 10))
        XCTAssertEqual(snapshot.frame(of: "bad")?.size, .zero)
        XCTAssertEqual(snapshot.frame(of: "after"), CGRect(x: 110, y: 25, width: 10, height: 10))
        for frame in snapshot.graph.frames where !frame.isNull {
            XCTAssertTrue(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
        }
    }

    /// Every diagnostic names the view type, its identity path (positions and explicit ids) and
    /// the rule broken, in one line a user can act on.
    func testDiagnosticWordingNamesTypeIdentityPathAndRule() {
        let view = VStack {
            Color.red
            HStack {
                Color.blue
                NaNAnswer { Color.green }.id("chart")
            }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        let nan = snapshot.diagnostics.filter { $0.rule == .sizeIsNotNaN }
        XCTAssertFalse(nan.isEmpty)
        for diagnostic in nan {
            XCTAssertEqual(diagnostic.source, "NaNAnswer")
            XCTAssertEqual(diagnostic.path, "VStackLayout > HStackLayout > NaNAnswer")
            XCTAssertEqual(diagnostic.identityPath, "VStackLayout > HStackLayout[1] > NaNAnswer[1] id: \"chart\"")
            XCTAssertTrue(diagnostic.description.hasPrefix("NaNAnswer at VStackLayout > HStackLayout[1] > NaNAnswer[1] id: \"chart\": sizeThatFits returned a NaN "), diagnostic.description)
            XCTAssertTrue(diagnostic.description.hasSuffix("; used 0 (rule: sizes are not NaN)"), diagnostic.description)
        }
    }

    /// Every rule has a distinct, non-empty sentence.
    func testEveryRuleHasADistinctSentence() {
        let sentences = LayoutDiagnostic.Rule.allCases.map(\.description)
        XCTAssertEqual(Set(sentences).count, sentences.count)
        XCTAssertFalse(sentences.contains(""))
    }

    /// Every diagnostic the engine produces for the hostile layouts above carries a type, an
    /// identity path and a rule (the generic `validArguments` only for argument checks).
    func testEveryEngineDiagnosticIsComplete() {
        let view = HStack {
            NaNAnswer { Color.green }
            PlacesTwice { Color.red }
            PlacesNothing { Color.red }
            MeasuresForever { Color.red }
            Color.red.frame(width: -3)
        }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 300, height: 200))
        XCTAssertGreaterThanOrEqual(Set(snapshot.diagnostics.map(\.rule)).count, 5, "\(snapshot.diagnostics)")
        for diagnostic in snapshot.diagnostics {
            XCTAssertFalse(diagnostic.source.isEmpty)
            XCTAssertTrue(diagnostic.identityPath.hasPrefix("HStackLayout"), diagnostic.identityPath)
            XCTAssertTrue(diagnostic.identityPath.hasSuffix("]"), diagnostic.identityPath)
            XCTAssertTrue(diagnostic.description.contains("(rule: \(diagnostic.rule))"))
        }
    }
}
