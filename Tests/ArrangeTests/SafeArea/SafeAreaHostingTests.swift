import XCTest
@testable import Arrange

/// The hosting area's safe-area insets (Docs/LayoutRules.md §13): an iPhone-sized area of
/// 390 × 844 with insets of 47 at the top and 34 at the bottom, whose safe area is the measured
/// 390 × 763 of Docs/LayoutRules.md §11.
final class SafeAreaHostingTests: XCTestCase {
    let area = CGSize(width: 390, height: 844)
    let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

    /// §13: the root is proposed the area less the insets and centred in that safe area; a
    /// colour takes the proposal (§1), so it fills 390 × (844 − 47 − 34) = 390 × 763 at y = 47.
    func testRootFillsTheSafeArea() {
        let snapshot = LayoutSnapshot(of: Color.red.id("root"), in: area, safeAreaInsets: insets)
        XCTAssertEqual(snapshot.frame(of: "root"), CGRect(x: 0, y: 47, width: 390, height: 763))
        XCTAssertTrue(snapshot.diagnostics.isEmpty)
    }

    /// §13: a root smaller than the safe area is centred in it: x = (390 − 100) / 2 = 145,
    /// y = 47 + (763 − 100) / 2 = 378.5.
    func testRootIsCentredInTheSafeArea() {
        let snapshot = LayoutSnapshot(of: Color.red.frame(width: 100, height: 100).id("root"), in: area, safeAreaInsets: insets)
        XCTAssertEqual(snapshot.frame(of: "root"), CGRect(x: 145, y: 378.5, width: 100, height: 100))
    }

    /// Without insets (the default) the layout is the one of §11: the whole area.
    func testDefaultInsetsAreNone() {
        let snapshot = LayoutSnapshot(of: Color.red.id("root"), in: area)
        XCTAssertEqual(snapshot.frame(of: "root"), CGRect(origin: .zero, size: area))
    }

    /// Negative and NaN insets count as 0 and are reported (the brief's rule for bad input; §13).
    func testInvalidInsetsCountAsZeroAndAreReported() {
        let bad = EdgeInsets(top: -10, leading: .nan, bottom: 34, trailing: 0)
        let snapshot = LayoutSnapshot(of: Color.red.id("root"), in: area, safeAreaInsets: bad)
        XCTAssertEqual(snapshot.frame(of: "root"), CGRect(x: 0, y: 0, width: 390, height: 810))
        XCTAssertEqual(snapshot.diagnostics.count, 2)
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("top safe-area inset is -10.0") })
    }

    /// Insets larger than the area leave a safe area of zero height, where they would meet in
    /// proportion (top 600 of 600 + 400 = 1000 > 844: at 844 × 0.6 = 506.4); reported.
    func testInsetsLargerThanTheAreaLeaveAnEmptySafeArea() {
        let snapshot = LayoutSnapshot(of: Color.red.id("root"), in: area, safeAreaInsets: EdgeInsets(top: 600, leading: 0, bottom: 400, trailing: 0))
        let frame = snapshot.frame(of: "root")
        XCTAssertEqual(frame?.height, 0)
        XCTAssertEqual(frame?.minY ?? 0, 506.4, accuracy: 1e-9)
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("exceed its height") })
    }

    /// `LayoutHost` keeps the insets across updates and gives the frames of a snapshot (§13).
    func testLayoutHostKeepsInsetsAcrossUpdates() {
        let host = LayoutHost(rootView: Color.red.id("root"), size: area, safeAreaInsets: insets)
        XCTAssertEqual(host.snapshot.frame(of: "root"), CGRect(x: 0, y: 47, width: 390, height: 763))
        host.update(size: CGSize(width: 844, height: 390))
        XCTAssertEqual(host.snapshot.frame(of: "root"), CGRect(x: 0, y: 47, width: 844, height: 309))
        host.update(size: CGSize(width: 844, height: 390), safeAreaInsets: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        XCTAssertEqual(host.snapshot.frame(of: "root"), CGRect(x: 47, y: 0, width: 750, height: 369))
    }

    /// `ViewHost` takes the insets as the snapshot does (§13).
    func testViewHostUsesInsets() {
        let host = ViewHost(rootView: Color.red.id("root"), size: area, safeAreaInsets: insets)
        XCTAssertEqual(host.frame(of: "root"), CGRect(x: 0, y: 47, width: 390, height: 763))
        XCTAssertEqual(host.safeAreaInsets, insets)
        host.update(size: area, safeAreaInsets: EdgeInsets())
        XCTAssertEqual(host.frame(of: "root"), CGRect(origin: .zero, size: area))
    }

    /// §13 during an animation: a view that ignores the safe area keeps extending in the
    /// interpolated frames. In a VStack(spacing: 0) filling the safe area (763 high), the colour
    /// above a bar that grows from 100 to 200 is 663 then 563 high, extended by 47 at the top:
    /// 710 before, 610 after, 660 halfway through a linear animation.
    func testAnimatedFramesKeepExtending() {
        struct Grower: View {
            @State var tall = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.id("top").ignoresSafeArea()
                    Color.blue.frame(height: tall ? 200 : 100)
                        .onTapGesture { withAnimation(.linear(duration: 1)) { tall.toggle() } }
                }
            }
        }
        let host = ViewHost(rootView: Grower(), size: area, safeAreaInsets: insets)
        XCTAssertEqual(host.frame(of: "top"), CGRect(x: 0, y: 0, width: 390, height: 710))
        XCTAssertTrue(host.tap(at: CGPoint(x: 195, y: 760)))
        host.advance(by: 0.5)
        XCTAssertEqual(host.frame(of: "top")?.minY ?? -1, 0, accuracy: 1e-9)
        XCTAssertEqual(host.frame(of: "top")?.height ?? 0, 660, accuracy: 1e-9)
        host.advance(by: 1)
        XCTAssertEqual(host.frame(of: "top"), CGRect(x: 0, y: 0, width: 390, height: 610))
    }
}
