import XCTest
@testable import Arrange

/// Stacks large enough to hand their sizing buffers from one sizing to the next (`StackScratch`,
/// from 256 subviews) size and place exactly as Docs/LayoutRules.md §4's arithmetic says: rigid subviews take
/// their length, the flexible ones share what remains equally, positions accumulate.
final class LargeStackSizingTests: XCTestCase {
    /// 300 rigid (10 pt) and 300 flexible subviews alternating, spacing 0, proposed 9,000 × nil: the
    /// stack is measured with a nil height (a sizing that is not kept, so its buffer is recycled)
    /// and placed with its height filled in (a second sizing that takes the buffer).
    func testAlternatingRigidAndFlexibleSubviews() {
        let count = 600
        let view = HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                if index.isMultiple(of: 2) {
                    Color.red.frame(width: 10, height: 4).id(index)
                } else {
                    Color.blue.frame(minWidth: 0, maxWidth: .infinity).id(index)
                }
            }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 9_000, height: nil))
        // Rigid: 300 × 10 = 3,000; the flexible ones share 9,000 − 3,000 = 6,000: 20 each.
        XCTAssertEqual(snapshot.size, CGSize(width: 9_000, height: 10))
        var x: CGFloat = 0
        for index in 0..<count {
            let width: CGFloat = index.isMultiple(of: 2) ? 10 : 20
            let frame = snapshot.frame(of: index)
            XCTAssertEqual(frame?.minX, x, "subview \(index)")
            XCTAssertEqual(frame?.width, width, "subview \(index)")
            x += width
        }
        // Flexible colours take the stack's height (10: a colour proposed nil is 10 tall, Docs/LayoutRules.md §1);
        // the rigid frames are 4 tall, centred: y = 3.
        XCTAssertEqual(snapshot.frame(of: 1)?.height, 10)
        XCTAssertEqual(snapshot.frame(of: 0)?.minY, 3)
    }

    /// Two large stacks side by side in one pass share the scratch buffers: each still gets its own
    /// arithmetic (a VStack of 400 rows of 5 pt with spacing 1: 400 × 5 + 399 = 2,399 tall).
    func testTwoLargeStacksInOnePass() {
        let view = HStack(spacing: 0) {
            VStack(spacing: 1) { ForEach(0..<400, id: \.self) { Color.red.frame(width: 3, height: 5).id("a\($0)") } }
            VStack(spacing: 2) { ForEach(0..<300, id: \.self) { Color.red.frame(width: 7, height: 5).id("b\($0)") } }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        // Heights: 2,399 and 300 × 5 + 299 × 2 = 2,098; the taller decides: 2,399. Width 3 + 7.
        XCTAssertEqual(snapshot.size, CGSize(width: 10, height: 2_399))
        XCTAssertEqual(snapshot.frame(of: "a399")?.minY, 399 * 6)
        // The shorter column is centred: (2,399 − 2,098) / 2 = 150.5 down, rows 7 apart.
        XCTAssertEqual(snapshot.frame(of: "b299")?.minY, 150.5 + 299 * 7)
        XCTAssertEqual(snapshot.frame(of: "b0")?.minX, 3)
    }
}
