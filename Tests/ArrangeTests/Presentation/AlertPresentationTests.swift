import XCTest
@testable import Arrange

/// Alerts and confirmation dialogs in a `ViewHost`. Expected frames come from the metrics of
/// Docs/Differences.md, "Presentation": an alert is 270 points wide (`UIAlertController`'s alert
/// width), centred, with 44-point buttons (Apple's Human Interface Guidelines' minimum tappable
/// height) separated by hairlines one pixel wide (1 point at the default display scale); two
/// buttons side by side with the `.cancel` one leading, more stacked with the `.cancel` one last.
/// A dialog's 57-point rows span the area less 8-point margins, above the bottom safe-area inset.
final class AlertPresentationTests: XCTestCase {
    struct TwoButtonAlert: View {
        let log: PresentationLogBook
        @State var shown = true
        var body: some View {
            Button("Ask") { shown = true }.id("ask")
                .alert("Delete the file?", isPresented: $shown) {
                    Button("Delete", role: .destructive) { log.actions.append("delete") }.id("delete")
                    Button("Cancel", role: .cancel) { log.actions.append("cancel") }.id("cancel")
                } message: {
                    Text("This cannot be undone.").id("message")
                }
        }
    }

    func testTwoButtonsSideBySideCancelLeading() throws {
        let host = ViewHost(rootView: TwoButtonAlert(log: PresentationLogBook()), size: Phone.size)
        let cancel = try XCTUnwrap(host.frame(of: "cancel")), delete = try XCTUnwrap(host.frame(of: "delete"))
        // The panel is centred: x from (390 − 270) / 2 = 60; each button (270 − 1) / 2 = 134.5 wide.
        XCTAssertEqual(cancel.minX, 60)
        XCTAssertEqual(cancel.width, 134.5)
        XCTAssertEqual(delete.minX, 60 + 134.5 + 1)
        XCTAssertEqual(delete.width, 134.5)
        XCTAssertEqual(cancel.height, 44)
        XCTAssertEqual(cancel.minY, delete.minY)
        // The panel is centred vertically: the buttons end as far above the bottom as the panel's
        // top is below the top; the message lies between them.
        let message = try XCTUnwrap(host.frame(of: "message"))
        XCTAssertLessThan(message.maxY, cancel.minY)
        XCTAssertEqual(message.midX, 195, accuracy: 0.001)
    }

    func testThreeButtonsStackWithCancelLast() throws {
        struct Three: View {
            var body: some View {
                Color.clear.alert("Save changes?", isPresented: .constant(true)) {
                    Button("Cancel", role: .cancel) {}.id("cancel")
                    Button("Save") {}.id("save")
                    Button("Discard", role: .destructive) {}.id("discard")
                }
            }
        }
        let snapshot = LayoutSnapshot(of: Three(), in: Phone.size)
        let save = try XCTUnwrap(snapshot.frame(of: "save")), discard = try XCTUnwrap(snapshot.frame(of: "discard")), cancel = try XCTUnwrap(snapshot.frame(of: "cancel"))
        for frame in [save, discard, cancel] {
            XCTAssertEqual(frame.minX, 60)
            XCTAssertEqual(frame.width, 270)
            XCTAssertEqual(frame.height, 44)
        }
        XCTAssertEqual(discard.minY, save.minY + 45, "a row and a hairline below")
        XCTAssertEqual(cancel.minY, discard.minY + 45, "cancel last")
    }

    func testButtonRunsItsActionThenDismisses() {
        let log = PresentationLogBook()
        let host = ViewHost(rootView: TwoButtonAlert(log: log), size: Phone.size)
        XCTAssertEqual(host.presentationCount, 1)
        host.tap(at: CGPoint(x: 195, y: 20))
        XCTAssertEqual(host.presentationCount, 1, "a tap outside an alert does not dismiss it")
        XCTAssertTrue(host.tap(on: "delete"))
        XCTAssertEqual(log.actions, ["delete"])
        XCTAssertEqual(host.presentationCount, 0)
        XCTAssertTrue(host.tap(on: "ask"))
        XCTAssertEqual(host.presentationCount, 1)
    }

    func testKeyboardFocusAndActivationInsideTheAlert() throws {
        let log = PresentationLogBook()
        let host = ViewHost(rootView: TwoButtonAlert(log: log), size: Phone.size)
        XCTAssertEqual(host.focusedFrame, host.frame(of: "delete"), "focus moves to the alert's first button")
        host.press(.tab)
        XCTAssertEqual(host.focusedFrame, host.frame(of: "cancel"))
        host.press(.tab)
        XCTAssertEqual(host.focusedFrame, host.frame(of: "delete"), "Tab stays in the alert")
        host.press(.tab)
        host.press(.return)
        XCTAssertEqual(log.actions, ["cancel"])
        XCTAssertEqual(host.presentationCount, 0, "a button activated from the keyboard dismisses too")
    }

    func testAlertWithoutActionsGetsOK() throws {
        let snapshot = LayoutSnapshot(of: Color.clear.alert("Done", isPresented: .constant(true)) {}, in: Phone.size)
        XCTAssertEqual(snapshot.displayList.description.contains("OK"), true, "\(snapshot.displayList)")
    }

    func testPresentingData() {
        struct Failure { let reason: String }
        struct Root: View {
            @State var shown = true
            let failure: Failure?
            var body: some View {
                Color.clear.alert("Failed", isPresented: $shown, presenting: failure) { failure in
                    Button("Retry") {}.id(failure.reason)
                } message: { failure in
                    Text(failure.reason)
                }
            }
        }
        XCTAssertNil(LayoutSnapshot(of: Root(failure: nil), in: Phone.size).frame(of: "offline"), "no data, no alert")
        XCTAssertNotNil(LayoutSnapshot(of: Root(failure: Failure(reason: "offline")), in: Phone.size).frame(of: "offline"))
    }

    func testConfirmationDialogAtTheBottomWithAnAddedCancel() throws {
        struct Dialog: View {
            @State var shown = true
            var body: some View {
                Color.clear.confirmationDialog("Delete?", isPresented: $shown) {
                    Button("Delete", role: .destructive) {}.id("delete")
                }
            }
        }
        let host = ViewHost(rootView: Dialog(), size: Phone.size, safeAreaInsets: Phone.insets)
        // Width 390 − 2 × 8 = 374; the Cancel group ends above the bottom inset: 844 − 34 = 810,
        // 57 high; the action group ends 8 above it: 810 − 57 − 8 = 745. The title is hidden
        // (`.automatic` on iOS) and there is no message, so the group is its row alone.
        let delete = try XCTUnwrap(host.frame(of: "delete"))
        XCTAssertEqual(delete, CGRect(x: 8, y: 745 - 57, width: 374, height: 57))
        host.tap(at: CGPoint(x: 195, y: 800)) // the added Cancel button
        XCTAssertEqual(host.presentationCount, 0, "the added Cancel button dismisses")
    }

    func testTappingOutsideADialogDismissesIt() {
        let log = PresentationLogBook()
        let host = ViewHost(rootView: TappableRoot(log: log) { shown in
            Color.clear.confirmationDialog("Share", isPresented: shown, titleVisibility: .visible) {
                Button("Copy") { log.actions.append("copy") }
                Button("Never mind", role: .cancel) {}
            } message: {
                Text("Choose how")
            }
        }, size: Phone.size, safeAreaInsets: Phone.insets)
        XCTAssertEqual(host.presentationCount, 1)
        XCTAssertTrue(host.displayList.description.contains("Share"), "a visible title is drawn")
        host.tap(at: CGPoint(x: 195, y: 100))
        XCTAssertEqual(host.presentationCount, 0)
        XCTAssertEqual(log.rootTaps, 0, "the tap dismissed the dialog and did not reach the root")
        XCTAssertEqual(log.actions, [])
    }
}

extension AlertPresentationTests {
    func testTwoLongTitlesStack() throws {
        struct Long: View {
            var body: some View {
                Color.clear.alert("Sync", isPresented: .constant(true)) {
                    Button("Keep the version on this device") {}.id("keep")
                    Button("Cancel", role: .cancel) {}.id("cancel")
                }
            }
        }
        let snapshot = LayoutSnapshot(of: Long(), in: Phone.size)
        let keep = try XCTUnwrap(snapshot.frame(of: "keep")), cancel = try XCTUnwrap(snapshot.frame(of: "cancel"))
        // The long title is wider than half the panel ((270 − 1) / 2), so the buttons stack,
        // each the panel's width, the cancel one below.
        XCTAssertEqual(keep.width, 270)
        XCTAssertEqual(cancel.width, 270)
        XCTAssertEqual(cancel.minY, keep.minY + 45)
    }
}
