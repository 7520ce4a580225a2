import XCTest
@testable import Arrange

/// A view holding views that a view builder made (a `TupleView`) is compared by those views, field
/// by field, as any other view's value: SwiftUI evaluates a body again when the view's inputs
/// change, and only then (Apple's `EquatableView`: "prevents its child updating if its new value is
/// the same as its old value"; Docs/Engine.md, "Retained views" and "Tuples of views").
final class RetainedTupleTests: XCTestCase {
    typealias Bodies = RetainedViewTests.Bodies

    /// A container that holds its content as a value, as component packages write cards.
    struct Card<Content: View>: View {
        let bodies: Bodies
        let content: Content
        init(bodies: Bodies, @ViewBuilder content: () -> Content) {
            self.bodies = bodies
            self.content = content()
        }
        var body: some View {
            let _ = bodies.hit("card")
            VStack(spacing: 0) { content }
        }
    }

    /// A counter beside a card; `cardWidth` is what the card's content depends on.
    struct Screen: View {
        let bodies: Bodies
        let cardWidth: CGFloat
        @State private var count = 0
        var body: some View {
            let _ = bodies.hit("screen")
            VStack(spacing: 0) {
                Color.blue.frame(width: CGFloat(10 + count), height: 10).onTapGesture { count += 1 }.id("counter")
                Card(bodies: bodies) {
                    Color.red.frame(width: cardWidth, height: 10).id("first")
                    Color.green.frame(width: 10, height: 10).id("second")
                }
            }
        }
    }

    func testACardWhoseTupleIsUnchangedIsKept() {
        let bodies = Bodies()
        let host = ViewHost(rootView: Screen(bodies: bodies, cardWidth: 10), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.tap(on: "counter"))
        // The screen's state changed: its body ran again, the card's did not (equal tuple).
        XCTAssertEqual(host.frame(of: "counter")?.width, 11)
        XCTAssertEqual(bodies["screen"], 2)
        XCTAssertEqual(bodies["card"], 1)
        // The kept card still shows its two views, in order, below the 10-point counter; the
        // 30-point column is centred in the 100-point host: (100 − 30) / 2 = 35.
        XCTAssertEqual(host.frame(of: "counter")?.minY, 35)
        XCTAssertEqual(host.frame(of: "first")?.minY, 45)
        XCTAssertEqual(host.frame(of: "second")?.minY, 55)
    }

    func testACardWhoseTupleChangedIsEvaluated() {
        let bodies = Bodies()
        let host = ViewHost(rootView: Screen(bodies: bodies, cardWidth: 10), size: CGSize(width: 100, height: 100))
        host.update(rootView: Screen(bodies: bodies, cardWidth: 30))
        // The first element of the tuple is another frame: the card is evaluated again.
        XCTAssertEqual(bodies["card"], 2)
        XCTAssertEqual(host.frame(of: "first")?.width, 30)
        XCTAssertEqual(host.frame(of: "second")?.width, 10)
    }

    func testATupleResolvesItsElementsInOrderWithTheirPositionsAsIdentities() throws {
        // Three views of three types: each its own subview, in the order written.
        let snapshot = LayoutSnapshot(of: HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            Text("b").id("b")
            Color.blue.frame(width: 30, height: 10).id("c")
        }, proposal: .unspecified)
        let a = try XCTUnwrap(snapshot.frame(of: "a")), b = try XCTUnwrap(snapshot.frame(of: "b")),
            c = try XCTUnwrap(snapshot.frame(of: "c"))
        XCTAssertEqual(a.minX, 0)
        XCTAssertEqual(b.minX, 10)
        XCTAssertEqual(c.minX, b.maxX)
        XCTAssertEqual(c.width, 30)
    }
}
