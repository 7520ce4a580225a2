import XCTest
@testable import Arrange

/// The linear path of `StackSizingOrder.sortForSizing` gives exactly the order of Docs/LayoutRules.md §4's rule
/// (`precedes`: priority, then flexibility, then the longer minimum among infinitely flexible
/// subviews, then subview order) that a full sort gives.
final class StackSizingOrderTests: XCTestCase {
    private typealias Entry = StackSizingOrder.Entry

    private func sorted(_ entries: [Entry], uniform: Bool) -> [Int] {
        var copy = entries
        StackSizingOrder.sortForSizing(&copy, uniformPriority: uniform)
        return copy.map(\.index)
    }

    func testRigidSubviewsComeFirstInTheirOrderThenTheFlexibleOnes() {
        // W5's shape: rigid (flexibility 0) and infinitely flexible subviews alternating.
        let entries = (0..<8).map { Entry(index: $0, priority: 0, minLength: 0, flexibility: $0.isMultiple(of: 2) ? 0 : .infinity) }
        XCTAssertEqual(sorted(entries, uniform: true), [0, 2, 4, 6, 1, 3, 5, 7])
    }

    func testTheLinearPathMatchesTheFullSortOnGeneratedStacks() {
        var generator = SystemRandomNumberGenerator()
        let flexibilities: [CGFloat] = [0, 0, 5, 10, .infinity, .infinity, -3]
        for _ in 0..<500 {
            let count = Int.random(in: 0...12, using: &generator)
            let uniform = Bool.random(using: &generator)
            let entries = (0..<count).map { index in
                Entry(index: index, priority: uniform ? 1 : Double(Int.random(in: 0...2, using: &generator)),
                      minLength: CGFloat(Int.random(in: 0...3, using: &generator)) * 10,
                      flexibility: flexibilities.randomElement(using: &generator)!)
            }
            XCTAssertEqual(sorted(entries, uniform: uniform), entries.sorted(by: StackSizingOrder.precedes).map(\.index), "\(entries)")
        }
    }
}
