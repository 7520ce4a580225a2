import XCTest
@testable import Arrange

/// `containerRelativeFrame` (Docs/LayoutRules.md §12). Apple's documentation: the modifier
/// "positions this view within an invisible frame with a size relative to the nearest
/// container" (the window or screen, or "a scrollable view like ScrollView"), and the
/// count/span form divides the container as
/// `(length - spacing * (count - 1)) / count * span + spacing * (span - 1)`. Hosts are an
/// iPhone's 390 × 763 area (Docs/LayoutRules.md §11).
final class ContainerRelativeFrameTests: XCTestCase {
    let phone = CGSize(width: 390, height: 763)

    /// Outside scroll views the container is the hosting area: half of 390 is 195, a quarter of
    /// 763 is 190.75, and the hosting area centres the result (§11).
    func testHostingAreaIsTheContainer() {
        let view = Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .horizontal ? length / 2 : length / 4
        }.id("c")
        let snapshot = LayoutSnapshot(of: view, in: phone)
        XCTAssertEqual(snapshot.frame(of: "c"), CGRect(x: 97.5, y: 286.125, width: 195, height: 190.75))
        XCTAssertEqual(snapshot.diagnostics, [])
    }

    /// A hosting area with safe-area insets is a container of the size of its safe area
    /// (Docs/LayoutRules.md §12 and §13): 844 less 47 and 34 is 763, so half of it is 381.5,
    /// centred in the safe area from y 47: 47 + (763 - 381.5) / 2 = 237.75.
    func testHostingSafeAreaIsTheContainer() {
        let view = Color.red.containerRelativeFrame(.vertical) { length, _ in length / 2 }.frame(width: 10).id("c")
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        XCTAssertEqual(snapshot.frame(of: "c"), CGRect(x: 190, y: 237.75, width: 10, height: 381.5))
    }

    /// A horizontal scroll view 390 wide, three columns 10 apart: (390 - 20) / 3 = 123.33 each;
    /// the second starts one column and one spacing in.
    func testCountDividesTheScrollViewsWidth() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5, id: \.self) { index in
                    Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).id(index)
                }
            }
        }
        let snapshot = LayoutSnapshot(of: view, in: phone)
        let column = (390 - 20) / 3 as CGFloat
        XCTAssertEqual(snapshot.frame(of: 0)?.width ?? 0, column, accuracy: 1e-9)
        XCTAssertEqual(snapshot.frame(of: 1)?.minX ?? 0, column + 10, accuracy: 1e-9)
        // The vertical axis passes the proposal through: the scroll view's height.
        XCTAssertEqual(snapshot.frame(of: 1)?.height, 763)
    }

    /// A span of 2 of 3 columns covers two columns and the spacing between them:
    /// 370 / 3 × 2 + 10 = 256.67.
    func testSpanCoversColumnsAndTheirSpacing() {
        let view = ScrollView(.horizontal) {
            Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("c")
        }
        let width = LayoutSnapshot(of: view, in: phone).frame(of: "c")?.width ?? 0
        XCTAssertEqual(width, (390 - 20) / 3 * 2 + 10, accuracy: 1e-9)
    }

    /// The nearest container wins: a vertical scroll view 200 × 300 inside the 390 × 763 host
    /// gives its own size on both axes.
    func testNearestScrollViewIsTheContainer() {
        let view = ScrollView {
            Color.red.containerRelativeFrame([.horizontal, .vertical]).id("c")
        }.frame(width: 200, height: 300)
        let frame = LayoutSnapshot(of: view, in: phone).frame(of: "c")
        XCTAssertEqual(frame?.size, CGSize(width: 200, height: 300))
    }

    /// The axes not chosen pass the proposal through, as `.frame` with a nil length (§2.1): the
    /// 40-point height comes from the outer frame.
    func testOtherAxisPassesTheProposalThrough() {
        let view = Color.red.containerRelativeFrame(.horizontal).id("c").frame(height: 40)
        XCTAssertEqual(LayoutSnapshot(of: view, in: phone).frame(of: "c")?.size, CGSize(width: 390, height: 40))
    }

    /// The view is placed in the frame by `alignment` (§2.1): leading puts the 50-point square at
    /// the frame's left edge, 0; centre at (390 - 50) / 2 = 170.
    func testAlignmentPlacesTheViewInTheFrame() {
        let leading = Color.red.frame(width: 50, height: 50).id("c").containerRelativeFrame(.horizontal, alignment: .leading)
        XCTAssertEqual(LayoutSnapshot(of: leading, in: phone).frame(of: "c")?.minX, 0)
        let centred = Color.red.frame(width: 50, height: 50).id("c").containerRelativeFrame(.horizontal)
        XCTAssertEqual(LayoutSnapshot(of: centred, in: phone).frame(of: "c")?.minX, 170)
    }

    /// A scroll view measured at several widths in one pass (an HStack probes it at 0 and at
    /// infinity before sizing it) ends with content sized for its final width:
    /// 390 - 90 - 8 (the default spacing, §3) = 292, half of it 146.
    func testContentFollowsTheScrollViewsFinalWidth() {
        let view = HStack {
            ScrollView(.horizontal) {
                Color.red.frame(height: 20).containerRelativeFrame(.horizontal) { length, _ in length / 2 }.id("c")
            }
            Color.blue.frame(width: 90)
        }.fixedSize(horizontal: false, vertical: true)
        let snapshot = LayoutSnapshot(of: view, in: phone)
        XCTAssertEqual(snapshot.frame(of: "c")?.width, 146)
        XCTAssertEqual(snapshot.diagnostics, [])
    }

    /// A host's resize changes the container: 390 → 300 wide gives 195 → 150.
    func testResizingTheHostChangesTheContainer() {
        let view = Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.id("c")
        let host = LayoutHost(rootView: view, size: phone)
        XCTAssertEqual(host.snapshot.frame(of: "c")?.width, 195)
        host.update(size: CGSize(width: 300, height: 763))
        XCTAssertEqual(host.snapshot.frame(of: "c")?.width, 150)
    }

    /// Without a container length (a snapshot proposed nil) the frame passes the proposal
    /// through: the colour's nil width is 10 (§1).
    func testUnknownContainerPassesTheProposalThrough() {
        let view = Color.red.containerRelativeFrame(.horizontal).id("c")
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: nil, height: 20))
        XCTAssertEqual(snapshot.frame(of: "c")?.size, CGSize(width: 10, height: 20))
    }

    /// Invalid arguments are repaired and reported: a count of 0 counts as 1 (the whole 390),
    /// a span above the count as the count, a negative spacing as 0.
    func testInvalidCountSpanAndSpacingAreReported() {
        let zero = LayoutSnapshot(of: Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 10).id("c"), in: phone)
        XCTAssertEqual(zero.frame(of: "c")?.width, 390)
        XCTAssertTrue(zero.diagnostics.contains { $0.message.contains("count 0 is less than 1") })
        let wide = LayoutSnapshot(of: Color.red.containerRelativeFrame(.horizontal, count: 2, span: 3, spacing: -4).id("c"), in: phone)
        XCTAssertEqual(wide.frame(of: "c")?.width, 390)
        XCTAssertTrue(wide.diagnostics.contains { $0.message.contains("span 3 is more than the count 2") })
        XCTAssertTrue(wide.diagnostics.contains { $0.message.contains("spacing -4.0 is negative") })
    }

    /// A closure answering NaN or a negative length gives 0; infinity passes the proposal
    /// through (390); each is reported once.
    func testInvalidClosureLengthsAreReported() {
        let nan = LayoutSnapshot(of: Color.red.containerRelativeFrame(.horizontal) { _, _ in .nan }.id("c"), in: phone)
        XCTAssertEqual(nan.frame(of: "c")?.width, 0)
        XCTAssertEqual(nan.diagnostics.filter { $0.message.contains("is negative or not finite") }.count, 1)
        let infinite = LayoutSnapshot(of: Color.red.containerRelativeFrame(.horizontal) { _, _ in .infinity }.id("c"), in: phone)
        XCTAssertEqual(infinite.frame(of: "c")?.width, 390)
        XCTAssertEqual(infinite.diagnostics.count, 1)
    }
}
