import XCTest
@testable import Arrange

/// Where the root view goes in a hosting area that is not a finite, non-negative size (found by
/// the property tests: an infinite area once centred the root at −∞, a NaN one at NaN). The
/// outcome is Arrange's (SwiftUI has no such area; Docs/Differences.md, "Hosting area"): centred
/// along finite dimensions (Docs/LayoutRules.md §11), at zero along infinite ones, NaN and negative as zero.
final class HostingOriginTests: XCTestCase {
    func testAnInfiniteAreaPutsTheRootAtZeroAlongThatAxis() {
        // Text is proposed ∞ × ∞ and answers its ideal size; there is no centre, so it starts at 0.
        let snapshot = LayoutSnapshot(of: Text("Hi"), in: CGSize(width: CGFloat.infinity, height: .infinity))
        XCTAssertEqual(snapshot.rootFrame.origin, .zero)
        XCTAssertTrue(snapshot.diagnostics.isEmpty)
    }

    func testAFiniteAxisIsStillCentredBesideAnInfiniteOne() {
        // 40 × 20 in ∞ × 100: x at 0, y centred at (100 − 20) / 2 = 40.
        let view = Color.red.frame(width: 40, height: 20)
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: CGFloat.infinity, height: 100))
        XCTAssertEqual(snapshot.rootFrame, CGRect(x: 0, y: 40, width: 40, height: 20))
    }

    func testNaNAndNegativeDimensionsCountAsZeroAndAreReported() {
        // A 10 × 10 root centred in a 0 × 0 area: origin (−5, −5).
        let view = Color.red.frame(width: 10, height: 10)
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: CGFloat.nan, height: -5))
        XCTAssertEqual(snapshot.rootFrame, CGRect(x: -5, y: -5, width: 10, height: 10))
        XCTAssertEqual(snapshot.diagnostics.map(\.rule), [.proposalIsValid, .proposalIsValid])
        XCTAssertTrue(snapshot.diagnostics[0].message.contains("width"))
        XCTAssertTrue(snapshot.diagnostics[1].message.contains("height"))
    }

    func testEveryHostKeepsFramesFinite() {
        let view = HStack { Text("A"); Color.blue }
        let area = CGSize(width: CGFloat.infinity, height: .nan)
        let frames = [LayoutSnapshot(of: view, in: area).rootFrame,
                      LayoutHost(rootView: view, size: area).snapshot.rootFrame,
                      ViewHost(rootView: view, size: area).snapshot.rootFrame]
        for frame in frames {
            XCTAssertTrue(frame.origin.x.isFinite && frame.origin.y.isFinite, "\(frame)")
        }
    }

    /// Every frame of an animation places the root as the layout itself does (one hosting policy):
    /// in a host of infinite width the root starts at x = 0 mid-animation too, with no
    /// diagnostics the layout does not have. The circle layout is 100 × 100 above a 40 × 20
    /// button: the stack is 100 × 120, at x = 0 (infinite width) and y = (200 − 120) / 2 = 40.
    func testAnimationFramesPlaceTheRootAsTheLayoutDoes() {
        let host = ViewHost(rootView: TurningCircle(), size: CGSize(width: CGFloat.infinity, height: 200))
        XCTAssertEqual(host.snapshot.rootFrame, CGRect(x: 0, y: 40, width: 100, height: 120))
        host.tap(on: "button")
        XCTAssertTrue(host.isAnimating)
        for _ in 0..<4 {
            host.advance(by: 0.2)
            let shown = host.snapshot
            XCTAssertEqual(shown.rootFrame, CGRect(x: 0, y: 40, width: 100, height: 120))
            XCTAssertTrue(shown.diagnostics.isEmpty, "\(shown.diagnostics)")
            XCTAssertTrue(shown.frame(of: "dot").map { $0.minX.isFinite && $0.minY.isFinite } ?? false)
        }
    }
}
