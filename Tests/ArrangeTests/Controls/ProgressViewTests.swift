import XCTest
@testable import Arrange

/// A linear progress view: the proposed width, 4 pt tall, the tint filling value / total.
final class ProgressViewTests: XCTestCase {
    func testTakesTheProposedWidthAndIsFourPointsTall() {
        XCTAssertEqual(controlSnapshot(ProgressView(value: 0.25), width: 200, height: 100).size, CGSize(width: 200, height: 4))
        XCTAssertEqual(controlSnapshot(ProgressView(value: 0.25)).size, CGSize(width: 10, height: 4))
    }

    func testTheTintFillsValueOverTotalOfTheTrack() {
        let list = controlSnapshot(ProgressView(value: 3, total: 12), width: 200).displayList
        let drawn = fills(list)
        XCTAssertEqual(drawn.map(\.rect), [CGRect(x: 0, y: 0, width: 200, height: 4), CGRect(x: 0, y: 0, width: 50, height: 4)])
        XCTAssertEqual(drawn.map(\.color), [DisplayList.RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2),
                                            DisplayList.RGBA(red: 0, green: 122 / 255, blue: 1)])
    }

    func testTheFractionIsClampedAndDefinedForBadInput() {
        typealias Bar = ProgressView<EmptyView, EmptyView>
        XCTAssertEqual(Bar.fraction(0.5, of: 2), 0.25)
        XCTAssertEqual(Bar.fraction(3, of: 2), 1)
        XCTAssertEqual(Bar.fraction(-1, of: 2), 0)
        XCTAssertEqual(Bar.fraction(.nan, of: 2), 0)
        XCTAssertEqual(Bar.fraction(1, of: 0), 0)
        XCTAssertEqual(Bar.fraction(1, of: -4), 0)
        XCTAssertEqual(Bar.fraction(1, of: .infinity), 0)
        XCTAssertNil(Bar.fraction(nil, of: 1), "a nil value is indeterminate (Apple: ProgressView(value:total:))")
        XCTAssertEqual(ProgressView(value: Float(2), total: 4).fractionCompleted, 0.5)
    }

    func testAnEmptyBarDrawsOnlyTheTrack() {
        let list = controlSnapshot(ProgressView(value: 0), width: 100).displayList
        XCTAssertEqual(fills(list).map(\.rect), [CGRect(x: 0, y: 0, width: 100, height: 4)])
    }
}
