import XCTest
@testable import Arrange

/// `GeometryReader` per Docs/LayoutRules.md §1: its size is the proposal with unspecified axes replaced by zero;
/// its content is proposed the reader's size and placed at its top-leading corner.
final class GeometryReaderTests: XCTestCase {
    /// Proposed 200 × 100, the reader is 200 × 100; its content is built with that size: a colour
    /// framed to half the width is proposed (100, 100) and placed at the top-leading corner.
    func testContentSeesTheReadersSize() {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2).id("half")
        }.id("reader")
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 200, height: 100))
        XCTAssertEqual(snapshot.frame(of: "reader"), CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(snapshot.frame(of: "half"), CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// An unspecified proposal gives a zero-sized reader (Docs/LayoutRules.md §1: nil → 0).
    func testUnspecifiedProposalGivesZero() {
        let snapshot = LayoutSnapshot(of: GeometryReader { _ in Color.red }.id("reader"), proposal: .unspecified)
        XCTAssertEqual(snapshot.frame(of: "reader")?.size, .zero)
    }

    /// Content is placed at the top-leading corner, not centred: a 20 × 20 colour in a 100 × 100
    /// reader sits at the reader's origin.
    func testContentIsPlacedTopLeading() {
        let view = GeometryReader { _ in Color.red.frame(width: 20, height: 20).id("square") }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 100, height: 100))
        XCTAssertEqual(snapshot.frame(of: "square"), CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    /// A reader is flexible in a stack (its minimum is 0 and its maximum unbounded), so it takes
    /// what its fixed sibling leaves: 200 − 50 = 150 (Docs/LayoutRules.md §4, spacing 0 given).
    func testReaderTakesTheRemainingSpaceInAStack() {
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 50)
            GeometryReader { proxy in Color.blue.frame(height: proxy.size.height / 3).id("third") }.id("reader")
        }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 120, height: 200))
        XCTAssertEqual(snapshot.frame(of: "reader"), CGRect(x: 0, y: 50, width: 120, height: 150))
        XCTAssertEqual(snapshot.frame(of: "third"), CGRect(x: 0, y: 50, width: 120, height: 50))
    }

    /// `frame(in:)`: the global frame is in the hosting view's coordinates; a named space is
    /// relative to the view that named it; the local frame is at the origin. The stack is padded by
    /// 10 and its first child is 50 high, so the reader's global minY is 60 and its minY in the
    /// stack's space is 50.
    func testFrameInCoordinateSpaces() {
        var global = CGRect.null, named = CGRect.null, local = CGRect.null, unknown = CGRect.null
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 50)
            GeometryReader { proxy in
                let _ = (global = proxy.frame(in: .global), named = proxy.frame(in: .named("stack")),
                         local = proxy.frame(in: .local), unknown = proxy.frame(in: .named("nowhere")))
                Color.blue
            }
        }
        .coordinateSpace(name: "stack")
        .padding(10)
        _ = LayoutSnapshot(of: view, in: CGSize(width: 200, height: 200))
        XCTAssertEqual(global, CGRect(x: 10, y: 60, width: 180, height: 130))
        XCTAssertEqual(named, CGRect(x: 0, y: 50, width: 180, height: 130))
        XCTAssertEqual(local, CGRect(x: 0, y: 0, width: 180, height: 130))
        XCTAssertEqual(unknown, global)
    }

    /// Readers nest: the inner one is built once the outer one's content is placed.
    func testNestedReaders() {
        let view = GeometryReader { outer in
            VStack(spacing: 0) {
                Color.red.frame(height: outer.size.height / 4)
                GeometryReader { inner in
                    Color.blue.frame(width: inner.size.width / 2, height: inner.size.height / 2).id("inner")
                }
            }
        }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 80, height: 100))
        // Outer 80 × 100; the red bar takes 25; the inner reader 80 × 75 at y = 25.
        XCTAssertEqual(snapshot.frame(of: "inner"), CGRect(x: 0, y: 25, width: 40, height: 37.5))
    }
}
