import XCTest
@testable import Arrange

/// Sheets in a `ViewHost`. Expected frames come from the metrics of Docs/Differences.md,
/// "Presentation": in an area of height H with safe-area insets t (top) and b (bottom), a sheet at
/// the large detent starts 10 points below t (`SheetMetrics.topGap`), at `.medium` it is H / 2 high
/// (Apple's documentation of `PresentationDetent.medium`: "approximately half the height of the
/// screen"), at `.fraction(f)` f times the large height, at `.height(h)` h + b high; its content
/// fills it above b.
final class SheetPresentationTests: XCTestCase {
    private func host(_ root: SheetRoot) -> ViewHost<SheetRoot> {
        ViewHost(rootView: root, size: Phone.size, safeAreaInsets: Phone.insets)
    }

    func testOpeningAndClosingWithDismiss() throws {
        let log = PresentationLogBook()
        let host = host(SheetRoot(log: log))
        let rootFrame = try XCTUnwrap(host.frame(of: "open"))
        XCTAssertEqual(host.presentationCount, 0)
        XCTAssertNil(host.frame(of: "sheet"))
        XCTAssertTrue(host.tap(on: "open"))
        XCTAssertEqual(host.presentationCount, 1)
        XCTAssertEqual(host.frame(of: "open"), rootFrame, "the presenting view keeps its layout")
        XCTAssertEqual(log.isPresentedValues.last, true, "isPresented is true inside a sheet")
        XCTAssertTrue(host.tap(on: "close"))
        XCTAssertEqual(host.presentationCount, 0, "dismiss closes the sheet")
        XCTAssertNil(host.frame(of: "sheet"))
        XCTAssertEqual(log.dismissals, 1, "onDismiss runs once")
        XCTAssertTrue(host.tap(on: "open"), "the root receives taps again")
        XCTAssertEqual(host.presentationCount, 1)
    }

    func testLargeSheetFrame() throws {
        let host = host(SheetRoot(log: PresentationLogBook()))
        host.tap(on: "open")
        // top = t + 10 = 57; the content fills the sheet above b: 844 − 57 − 34 = 753.
        XCTAssertEqual(host.frame(of: "sheet"), CGRect(x: 0, y: 57, width: 390, height: 753))
    }

    func testDetentFrames() throws {
        // .medium: H / 2 = 422 high, from y = 422; content 422 − 34 = 388.
        // .fraction(0.25): 0.25 × 787 = 196.75 high; content 162.75.
        // .height(200): 200 + 34 = 234 high, from y = 610; content 200.
        let cases: [(Set<PresentationDetent>, CGRect)] = [
            ([.medium], CGRect(x: 0, y: 422, width: 390, height: 388)),
            ([.fraction(0.25)], CGRect(x: 0, y: 844 - 196.75, width: 390, height: 162.75)),
            ([.height(200)], CGRect(x: 0, y: 610, width: 390, height: 200)),
            ([.medium, .large], CGRect(x: 0, y: 422, width: 390, height: 388)), // the smallest detent first
        ]
        for (detents, expected) in cases {
            let host = host(SheetRoot(log: PresentationLogBook(), detents: detents))
            host.tap(on: "open")
            XCTAssertEqual(host.frame(of: "sheet"), expected, "\(detents)")
        }
    }

    func testDetentSelection() {
        struct Selected: View {
            @State var detent = PresentationDetent.large
            var body: some View {
                Color.clear.sheet(isPresented: .constant(true)) {
                    Color.blue.id("sheet").presentationDetents([.medium, .large], selection: $detent)
                }
            }
        }
        let host = ViewHost(rootView: Selected(), size: Phone.size, safeAreaInsets: Phone.insets)
        XCTAssertEqual(host.frame(of: "sheet"), CGRect(x: 0, y: 57, width: 390, height: 753), "the selected large detent")
    }

    func testInvalidDetentIsReported() {
        let snapshot = LayoutSnapshot(of: Color.clear.sheet(isPresented: .constant(true)) {
            Color.blue.id("sheet").presentationDetents([.fraction(.nan)])
        }, in: Phone.size)
        // No insets: the large detent is 844 − 10 = 834 high, its content too.
        XCTAssertEqual(snapshot.frame(of: "sheet"), CGRect(x: 0, y: 10, width: 390, height: 834))
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains(".fraction(nan)") }, "\(snapshot.diagnostics)")
    }

    func testTappingTheDimmingDismisses() {
        let log = PresentationLogBook()
        let host = host(SheetRoot(log: log))
        host.tap(on: "open")
        host.tap(at: CGPoint(x: 195, y: 30)) // above the sheet's top (57)
        XCTAssertEqual(host.presentationCount, 0)
        XCTAssertEqual(log.dismissals, 1)
    }

    func testInteractiveDismissDisabledKeepsTheSheetAndTapsDoNotReachTheRoot() {
        let log = PresentationLogBook()
        let host = ViewHost(rootView: TappableRoot(log: log) { shown in
            Color.clear.sheet(isPresented: shown) { Color.blue.id("sheet").interactiveDismissDisabled() }
        }, size: Phone.size, safeAreaInsets: Phone.insets)
        XCTAssertEqual(host.presentationCount, 1)
        host.tap(at: CGPoint(x: 195, y: 30))
        host.tap(at: CGPoint(x: 195, y: 400))
        XCTAssertEqual(host.presentationCount, 1, "a tap on the dimming does not dismiss")
        XCTAssertEqual(log.rootTaps, 0, "taps outside the sheet's content don't reach the root")
    }

    func testFocusMovesIntoTheSheetAndBack() throws {
        let host = host(SheetRoot(log: PresentationLogBook()))
        host.press(.tab)
        let open = try XCTUnwrap(host.frame(of: "open"))
        XCTAssertEqual(host.focusedFrame, open)
        host.press(.space)
        XCTAssertEqual(host.presentationCount, 1)
        XCTAssertEqual(host.focusedFrame, host.frame(of: "close"), "focus moves to the sheet's first focusable view")
        host.press(.tab)
        XCTAssertEqual(host.focusedFrame, host.frame(of: "other"))
        host.press(.tab)
        XCTAssertEqual(host.focusedFrame, host.frame(of: "close"), "Tab cycles inside the sheet")
        host.press(.space)
        XCTAssertEqual(host.presentationCount, 0)
        XCTAssertEqual(host.focusedFrame, open, "focus returns to the presenting view's button")
    }

    func testItemSheetAndNestedSheets() {
        struct Item: Identifiable { let id: Int }
        struct Root: View {
            @State var item: Item? = Item(id: 7)
            @State var inner = true
            var body: some View {
                Color.clear.sheet(item: $item) { item in
                    Text("Item \(item.id)").id("item")
                        .sheet(isPresented: $inner) { ClosingContent(log: PresentationLogBook()) }
                }
            }
        }
        let host = ViewHost(rootView: Root(), size: Phone.size)
        XCTAssertEqual(host.presentationCount, 2, "a sheet presented from a sheet is a second layer")
        host.tap(on: "close")
        XCTAssertEqual(host.presentationCount, 1, "dismiss closes the innermost presentation")
        XCTAssertNotNil(host.frame(of: "item"))
    }

    func testOnlyOnePresentationPerLayer() {
        let view = VStack {
            Color.clear.sheet(isPresented: .constant(true)) { Color.blue.id("first") }
            Color.clear.sheet(isPresented: .constant(true)) { Color.green.id("second") }
        }
        let snapshot = LayoutSnapshot(of: view, in: Phone.size)
        XCTAssertNotNil(snapshot.frame(of: "first"))
        XCTAssertNil(snapshot.frame(of: "second"))
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("was not presented") })
    }

    func testFullScreenCoverAndPopover() {
        struct Cover: View {
            @State var shown = true
            var body: some View {
                Color.clear.fullScreenCover(isPresented: $shown) { Color.green.id("cover") }
            }
        }
        let host = ViewHost(rootView: Cover(), size: Phone.size, safeAreaInsets: Phone.insets)
        // The content fills the safe area: 844 − 47 − 34 = 763 high from y = 47.
        XCTAssertEqual(host.frame(of: "cover"), CGRect(x: 0, y: 47, width: 390, height: 763))
        host.tap(at: CGPoint(x: 195, y: 20))
        XCTAssertEqual(host.presentationCount, 1, "a tap cannot dismiss a full-screen cover")

        let popover = LayoutSnapshot(of: Color.clear.popover(isPresented: .constant(true)) { Color.blue.id("popover") }, in: Phone.size, safeAreaInsets: Phone.insets)
        XCTAssertEqual(popover.frame(of: "popover"), CGRect(x: 0, y: 57, width: 390, height: 753), "a popover is a sheet in compact width")
    }

    func testSnapshotsDrawThePresentedLayer() {
        let plain = LayoutSnapshot(of: Color.clear, in: Phone.size)
        let presented = LayoutSnapshot(of: Color.clear.sheet(isPresented: .constant(true)) { Color.blue }, in: Phone.size)
        XCTAssertEqual(presented.rootFrame, plain.rootFrame, "the root keeps its frame")
        XCTAssertGreaterThan(presented.displayList.items.count, plain.displayList.items.count, "the dimming, the panel and the content are drawn")
    }
}

extension SheetPresentationTests {
    /// A presentation made inside `withAnimation` appears at once, where an unanimated one is
    /// (Docs/Differences.md, "Presentation": presentations do not animate in or out).
    func testAnimatedPresentationSettles() throws {
        struct Animated: View {
            @State var shown = false
            var body: some View {
                Button("Open") { withAnimation(.linear(duration: 0.3)) { shown = true } }.id("open")
                    .sheet(isPresented: $shown) { Color.blue.id("sheet") }
            }
        }
        let host = ViewHost(rootView: Animated(), size: Phone.size, safeAreaInsets: Phone.insets)
        let open = try XCTUnwrap(host.frame(of: "open"))
        host.tap(on: "open")
        XCTAssertFalse(host.isAnimating, "presentations do not animate")
        XCTAssertEqual(host.frame(of: "sheet"), CGRect(x: 0, y: 57, width: 390, height: 753))
        XCTAssertEqual(host.frame(of: "open"), open)
    }
}
