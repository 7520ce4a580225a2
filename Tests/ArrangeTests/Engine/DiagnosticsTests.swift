import XCTest
@testable import Arrange

/// Bad input gets a clear diagnostic, never a crash or a NaN frame (README, "How it
/// works": non-finite sizes are sanitised and reported, never propagated).
final class DiagnosticsTests: XCTestCase {
    /// A layout that answers whatever size it was built with.
    private struct FixedAnswer: Layout {
        let size: CGSize
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
        }
    }

    /// Places its subviews at a NaN point.
    private struct NaNPlacement: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: CGPoint(x: CGFloat.nan, y: 0), anchor: .topLeading, proposal: .unspecified) }
        }
    }

    /// Proposes NaN to its subviews and places them from `sizeThatFits`, which is not allowed.
    private struct Misbehaving: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            for subview in subviews { subview.place(at: .zero, proposal: .unspecified) }
            return CGSize(width: 50, height: 50)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(width: .nan, height: -5))
            }
        }
    }

    private func assertFinite(_ snapshot: LayoutSnapshot, file: StaticString = #filePath, line: UInt = #line) {
        for frame in snapshot.graph.frames where !frame.isNull {
            XCTAssertTrue(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite, "non-finite frame \(frame)", file: file, line: line)
            XCTAssertTrue(frame.width >= 0 && frame.height >= 0, "negative frame \(frame)", file: file, line: line)
        }
    }

    func testNaNSizeIsReplacedByZeroAndReported() {
        let view = FixedAnswer(size: CGSize(width: CGFloat.nan, height: 20)) { Color.red.id("child") }.id("layout")
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 100, height: 100))
        XCTAssertEqual(snapshot.frame(of: "layout")?.size, CGSize(width: 0, height: 20))
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("NaN width") && $0.source.contains("FixedAnswer") }, "\(snapshot.diagnostics)")
        assertFinite(snapshot)
    }

    func testNegativeSizeIsReplacedByZeroAndReported() {
        let view = FixedAnswer(size: CGSize(width: 30, height: -4)) { Color.red }.id("layout")
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 100, height: 100))
        XCTAssertEqual(snapshot.frame(of: "layout")?.size, CGSize(width: 30, height: 0))
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("negative height") })
        assertFinite(snapshot)
    }

    func testInfiniteSizeInAPlacedFrameIsReported() {
        let view = FixedAnswer(size: CGSize(width: CGFloat.infinity, height: 10)) { Color.red }.id("layout")
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.frame(of: "layout")?.width, 0)
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("infinite width") })
        assertFinite(snapshot)
    }

    /// A NaN position is reported and the subview falls back to the unplaced behaviour: centred
    /// with the container's proposal (Apple's documentation of `place(at:anchor:proposal:)`).
    func testNaNPositionFallsBackToCentre() {
        let view = NaNPlacement { Color.red.frame(width: 20, height: 20).id("child") }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        XCTAssertEqual(snapshot.frame(of: "child"), CGRect(x: 40, y: 40, width: 20, height: 20))
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("non-finite position") })
    }

    func testNaNAndNegativeProposalsArePlacedAsNilAndZero() {
        let view = Misbehaving { Color.red.id("child") }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 100))
        // NaN width → nil → 10 (Docs/LayoutRules.md §1); −5 height → 0.
        XCTAssertEqual(snapshot.frame(of: "child")?.size, CGSize(width: 10, height: 0))
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("NaN width") })
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("negative height") })
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("outside placeSubviews") })
    }

    /// Negative or non-finite fixed-frame dimensions are treated as nil (Docs/LayoutRules.md §2.1) and reported.
    func testNegativeFrameDimensionsAreTreatedAsNil() {
        let view = Color.red.frame(width: -10, height: .infinity).id("frame")
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 50, height: 60))
        XCTAssertEqual(snapshot.frame(of: "frame")?.size, CGSize(width: 50, height: 60))
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("frame(width: -10.0)") })
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("frame(height: inf)") })
    }

    func testContradictoryFlexibleFrameIsReported() {
        let snapshot = LayoutSnapshot(of: Color.red.frame(minWidth: 100, maxWidth: 50), proposal: ProposedViewSize(width: 70, height: 10))
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("Contradictory frame constraints") })
    }

    func testCleanLayoutHasNoDiagnostics() {
        let snapshot = LayoutSnapshot(of: HStack { Color.red; Color.blue }, in: CGSize(width: 100, height: 100))
        XCTAssertEqual(snapshot.diagnostics, [])
    }
}
