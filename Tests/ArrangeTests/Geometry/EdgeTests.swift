import XCTest
@testable import Arrange

/// Expected values follow SwiftUI's declarations: `Edge` is an `Int8` enum
/// declared `top, leading, bottom, trailing`; `Edge.Set.horizontal` is
/// leading + trailing and `.vertical` is top + bottom.
final class EdgeTests: XCTestCase {
    func testEdgeCases() {
        XCTAssertEqual(Edge.allCases, [.top, .leading, .bottom, .trailing])
        XCTAssertEqual(Edge.allCases.map(\.rawValue), [0, 1, 2, 3])
    }

    func testEdgeSetMembership() {
        XCTAssertEqual(Edge.Set(.top), .top)
        XCTAssertEqual(Edge.Set(.trailing), .trailing)
        XCTAssertEqual(Edge.Set.horizontal, [.leading, .trailing])
        XCTAssertEqual(Edge.Set.vertical, [.top, .bottom])
        XCTAssertEqual(Edge.Set.all, Edge.Set.horizontal.union(.vertical))
        for edge in Edge.allCases {
            XCTAssertTrue(Edge.Set.all.contains(Edge.Set(edge)))
        }
        XCTAssertFalse(Edge.Set.horizontal.contains(.top))
        XCTAssertTrue(Edge.Set.horizontal.contains(.leading))
        XCTAssertTrue(Edge.Set.horizontal.isDisjoint(with: .vertical))
    }

    func testEdgeSetsAreDistinct() {
        let singles = Edge.allCases.map { Edge.Set($0) }
        XCTAssertEqual(Set(singles.map(\.rawValue)).count, 4)
        XCTAssertTrue(Edge.Set().isEmpty)
    }

    func testEdgeInsets() {
        XCTAssertEqual(EdgeInsets(), EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(insets.top, 1)
        XCTAssertEqual(insets.leading, 2)
        XCTAssertEqual(insets.bottom, 3)
        XCTAssertEqual(insets.trailing, 4)
        // horizontalSum = leading + trailing, verticalSum = top + bottom.
        XCTAssertEqual(insets.horizontalSum, 6)
        XCTAssertEqual(insets.verticalSum, 4)
        XCTAssertEqual(EdgeInsets(_all: 5), EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        XCTAssertNotEqual(insets, EdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1))
    }

    func testLayoutDirection() {
        XCTAssertEqual(LayoutDirection.allCases, [.leftToRight, .rightToLeft])
    }
}
