import XCTest
@testable import Arrange

/// Subviews placed where content is resolved during layout: inside a `GeometryReader` and in a
/// lazy stack in a scroll view.
final class SubviewDeferredResolutionTests: XCTestCase {
    /// A reader proposed 100 × 100 (Docs/LayoutRules.md §1) puts its content at its top-leading
    /// corner: a `VStack(spacing: 0)` of three 10 × 10 subviews, centred in 100 wide, has its
    /// third row at (45, 20).
    func testSubviewsInsideAGeometryReader() {
        let content = ForEach(0..<3) { index in Color.red.frame(width: 10, height: 10).id(index) }
        let view = Group(subviews: content) { subviews in
            GeometryReader { _ in
                VStack(spacing: 0) { subviews }
                    .frame(width: 100)
            }
        }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 100, height: 100))
        XCTAssertEqual(snapshot.frame(of: 2), CGRect(x: 45, y: 20, width: 10, height: 10))
        XCTAssertTrue(snapshot.diagnostics.isEmpty, "\(snapshot.diagnostics)")
    }

    /// `ForEach(subviews:)` in a `LazyVStack(spacing: 0)` in a vertical scroll view: the
    /// subviews are built with the stack, each 10 tall, the third at y = 20 (§4 applies to the
    /// lazy stack's rows as to a `VStack`'s, Docs/Differences.md "Lazy stacks and grids").
    func testForEachSubviewsInALazyStack() {
        let content = ForEach(0..<3) { index in Color.red.frame(width: 10, height: 10).id(index) }
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(subviews: content) { subview in subview }
            }
        }
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 100, height: 100))
        XCTAssertEqual(snapshot.frame(of: 2)?.minY, 20)
        XCTAssertEqual(snapshot.frame(of: 0)?.height, 10)
    }
}
