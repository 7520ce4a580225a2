import XCTest
@testable import Arrange

/// `safeAreaInset(edge:alignment:spacing:content:)` and `safeAreaPadding` (Docs/LayoutRules.md
/// §13).
final class SafeAreaInsetTests: XCTestCase {
    let size = CGSize(width: 300, height: 400)

    /// §13 (Apple: "The modified view is inset by the height of content"): a 50-high bar at the
    /// bottom of 300 × 400 with spacing 0 leaves 350 for the content above it.
    func testBottomInsetReducesTheContent() {
        let view = Color.red.id("main").safeAreaInset(edge: .bottom, spacing: 0) {
            Color.blue.frame(height: 50).id("bar")
        }
        let snapshot = LayoutSnapshot(of: view, in: size)
        XCTAssertEqual(snapshot.frame(of: "main"), CGRect(x: 0, y: 0, width: 300, height: 350))
        XCTAssertEqual(snapshot.frame(of: "bar"), CGRect(x: 0, y: 350, width: 300, height: 50))
    }

    /// §13: nil spacing is the distance between the two views' spacing preferences (§3: 8 between
    /// plain views), so the content is 400 − 50 − 8 = 342 high.
    func testDefaultSpacingIsTheViewsDistance() {
        let view = Color.red.id("main").safeAreaInset(edge: .top) {
            Color.blue.frame(height: 50).id("bar")
        }
        let snapshot = LayoutSnapshot(of: view, in: size)
        XCTAssertEqual(snapshot.frame(of: "bar"), CGRect(x: 0, y: 0, width: 300, height: 50))
        XCTAssertEqual(snapshot.frame(of: "main"), CGRect(x: 0, y: 58, width: 300, height: 342))
    }

    /// §13: the content's safe area loses the bar and the spacing, so content that ignores the safe
    /// area extends under the bar, to the whole 300 × 400.
    func testIgnoringContentExtendsUnderTheInset() {
        let view = Color.red.id("main").ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 10) {
            Color.blue.frame(height: 50).id("bar")
        }
        let snapshot = LayoutSnapshot(of: view, in: size)
        XCTAssertEqual(snapshot.frame(of: "main"), CGRect(origin: .zero, size: size))
        XCTAssertEqual(snapshot.frame(of: "bar"), CGRect(x: 0, y: 350, width: 300, height: 50))
    }

    /// §13: the horizontal form with a 60-wide inset at the trailing edge, aligned to the top:
    /// the content is 300 − 60 − 0 = 240 wide; the 20-high inset sits at y 0.
    func testTrailingInsetWithAlignment() {
        let view = Color.red.id("main").safeAreaInset(edge: .trailing, alignment: .top, spacing: 0) {
            Color.blue.frame(width: 60, height: 20).id("side")
        }
        let snapshot = LayoutSnapshot(of: view, in: size)
        XCTAssertEqual(snapshot.frame(of: "main"), CGRect(x: 0, y: 0, width: 240, height: 400))
        XCTAssertEqual(snapshot.frame(of: "side"), CGRect(x: 240, y: 0, width: 60, height: 20))
    }

    /// §13: a leading inset aligned to the centre by default: (400 − 20) / 2 = 190.
    func testLeadingInsetCentredByDefault() {
        let view = Color.red.id("main").safeAreaInset(edge: .leading, spacing: 0) {
            Color.blue.frame(width: 60, height: 20).id("side")
        }
        let snapshot = LayoutSnapshot(of: view, in: size)
        XCTAssertEqual(snapshot.frame(of: "side"), CGRect(x: 0, y: 190, width: 60, height: 20))
        XCTAssertEqual(snapshot.frame(of: "main"), CGRect(x: 60, y: 0, width: 240, height: 400))
    }

    /// §13: layers chain: with host insets 47 / 34 on 390 × 844, a bottom bar of 50 sits at the
    /// bottom of the safe area (810 − 50 = 760); the content ignoring the safe area extends under
    /// the bar and on to the area's edges, since the bar's layer reaches the host's boundary.
    func testInsetInsideHostInsetsChains() {
        let view = Color.red.id("main").ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) {
            Color.blue.frame(height: 50).id("bar")
        }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(snapshot.frame(of: "bar"), CGRect(x: 0, y: 760, width: 390, height: 50))
        XCTAssertEqual(snapshot.frame(of: "main"), CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// §13: `safeAreaPadding` lays out as `padding` (§2.4): 20 on each side of 300 × 400.
    func testSafeAreaPaddingInsetsTheContent() {
        let snapshot = LayoutSnapshot(of: Color.red.id("c").safeAreaPadding(20), in: size)
        XCTAssertEqual(snapshot.frame(of: "c"), CGRect(x: 20, y: 20, width: 260, height: 360))
        let edges = LayoutSnapshot(of: Color.red.id("c").safeAreaPadding(.horizontal), in: size)
        XCTAssertEqual(edges.frame(of: "c"), CGRect(x: 16, y: 0, width: 268, height: 400))
        let insets = LayoutSnapshot(of: Color.red.id("c").safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), in: size)
        XCTAssertEqual(insets.frame(of: "c"), CGRect(x: 2, y: 1, width: 294, height: 396))
    }

    /// §13: the padding is safe-area padding: content that ignores the safe area fills it.
    func testContentIgnoringTheSafeAreaFillsTheSafeAreaPadding() {
        let snapshot = LayoutSnapshot(of: Color.red.id("c").ignoresSafeArea().safeAreaPadding(20), in: size)
        XCTAssertEqual(snapshot.frame(of: "c"), CGRect(origin: .zero, size: size))
    }

    /// Negative and non-finite safe-area padding counts as 0 and is reported.
    func testInvalidSafeAreaPaddingIsReported() {
        let snapshot = LayoutSnapshot(of: Color.red.id("c").safeAreaPadding(EdgeInsets(top: -5, leading: .infinity, bottom: 0, trailing: 0)), in: size)
        XCTAssertEqual(snapshot.frame(of: "c"), CGRect(origin: .zero, size: size))
        XCTAssertEqual(snapshot.diagnostics.count, 1)
        XCTAssertTrue(snapshot.diagnostics[0].message.contains("top inset -5.0"))
    }

    /// A non-finite spacing counts as 0 and is reported: the content is 400 − 50 = 350 high.
    func testNonFiniteSpacingIsReported() {
        let view = Color.red.id("main").safeAreaInset(edge: .bottom, spacing: .nan) {
            Color.blue.frame(height: 50)
        }
        let snapshot = LayoutSnapshot(of: view, in: size)
        XCTAssertEqual(snapshot.frame(of: "main"), CGRect(x: 0, y: 0, width: 300, height: 350))
        XCTAssertEqual(snapshot.diagnostics.count, 1)
        XCTAssertTrue(snapshot.diagnostics[0].message.contains("spacing nan used as 0"))
    }
}
