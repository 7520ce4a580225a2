import XCTest
@testable import Arrange

/// The first item of `view`'s display list, laid out in 10×10.
func firstItem<V: View>(_ view: V) -> DisplayList.Item? {
    LayoutSnapshot(of: view, in: CGSize(width: 10, height: 10)).displayList.items.first
}

/// The solid colour the first item of `view`'s display list fills with, if it fills with one.
func fillColor<V: View>(_ view: V) -> DisplayList.RGBA? {
    guard case .fill(_, let color, _) = firstItem(view)?.content else { return nil }
    return color
}

/// Asserts that `actual` has the components `expected` within `accuracy`.
func assertRGBA(_ actual: DisplayList.RGBA?, _ expected: (Double, Double, Double, Double), accuracy: Double = 1e-9,
                file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("no solid fill", file: file, line: line) }
    XCTAssertEqual(actual.red, expected.0, accuracy: accuracy, "red of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.green, expected.1, accuracy: accuracy, "green of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.blue, expected.2, accuracy: accuracy, "blue of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.opacity, expected.3, accuracy: accuracy, "opacity of \(actual)", file: file, line: line)
}
