import XCTest
@testable import Arrange

/// `Path.boundingRect`, `contains(_:eoFill:)`, `trimmedPath(from:to:)` and the adding methods:
/// expected numbers are arithmetic on the figures drawn.
final class PathGeometryTests: XCTestCase {
    private func rectsEqual(_ a: CGRect, _ b: CGRect, accuracy: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.minX, b.minX, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(a.minY, b.minY, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(a.width, b.width, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(a.height, b.height, accuracy: accuracy, file: file, line: line)
    }

    /// The box is the curve's, not its control points' (Core Graphics' `boundingBoxOfPath`): a
    /// quadratic from (0,0) to (100,0) with control (50,100) peaks at t = ½, y = 2·½·½·100 = 50.
    func testBoundingRectIsTight() {
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        rectsEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50))
        rectsEqual(Path(ellipseIn: CGRect(x: 3, y: 4, width: 40, height: 20)).boundingRect, CGRect(x: 3, y: 4, width: 40, height: 20))
        XCTAssertTrue(Path().boundingRect.isNull)
    }

    /// Two nested squares drawn the same way round: the inner point has winding number 2, so the
    /// non-zero rule contains it and the even-odd rule (two crossings) does not.
    func testContainsByFillRule() {
        var path = Path()
        path.addRects([CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 25, y: 25, width: 50, height: 50)])
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50)))
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50), eoFill: true))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 50), eoFill: true))
        XCTAssertFalse(path.contains(CGPoint(x: 150, y: 50)))
    }

    /// An open triangle is closed implicitly when filled, so its inside contains points.
    func testContainsClosesOpenSubpaths() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        XCTAssertEqual(path.elements.count, 3)
        XCTAssertTrue(path.contains(CGPoint(x: 2, y: 2)))
        XCTAssertFalse(path.contains(CGPoint(x: 8, y: 8)))
    }

    /// A 10 × 10 square's outline is 40 long (the closing side included), starting at (0, 0)
    /// clockwise on screen: 0.125…0.375 runs from 5 along the top to 5 down the right side.
    func testTrimmedPathByLength() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let piece = square.trimmedPath(from: 0.125, to: 0.375)
        XCTAssertEqual(piece.elements, [.move(to: CGPoint(x: 5, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5))])
        let last = square.trimmedPath(from: 0.875, to: 1)
        XCTAssertEqual(last.elements, [.move(to: CGPoint(x: 0, y: 5)), .line(to: CGPoint(x: 0, y: 0))])
        XCTAssertEqual(square.trimmedPath(from: 0, to: 1), square)
        XCTAssertTrue(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        XCTAssertTrue(square.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        XCTAssertTrue(square.trimmedPath(from: .nan, to: 1).isEmpty)
    }

    /// A circle's four quarters have equal length, so trimming to ¼ ends at the bottom,
    /// (10, 20) for a circle in (0, 0, 20, 20) that starts at its rightmost point.
    func testTrimmedCircleQuarter() {
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        guard let end = quarter.currentPoint else { return XCTFail("a quarter circle") }
        XCTAssertEqual(end.x, 10, accuracy: 0.01)
        XCTAssertEqual(end.y, 20, accuracy: 0.01)
        rectsEqual(quarter.boundingRect, CGRect(x: 10, y: 10, width: 10, height: 10), accuracy: 0.01)
    }

    /// The `transform:` arguments map each added point.
    func testAddingWithTransforms() {
        var path = Path()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 0))
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 2), transform: CGAffineTransform(scaleX: 2, y: 2))
        rectsEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 15, height: 10))
        XCTAssertEqual(path.elements[6], .move(to: .zero))
        XCTAssertEqual(path.elements[8], .line(to: CGPoint(x: 4, y: 4)))
        var empty = Path()
        empty.addLines([])
        XCTAssertTrue(empty.isEmpty)
    }
}
