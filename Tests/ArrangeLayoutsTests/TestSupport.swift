// Helpers for the ArrangeLayouts tests: they use Arrange's public API only, as a user's tests would.
import XCTest
import Arrange

/// Asserts that `rect` exists and equals (x, y, width, height) within `accuracy`.
func assertFrame(
    _ rect: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    accuracy: CGFloat = 1e-6, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let rect else {
        XCTFail("no frame (view id missing) \(message)", file: file, line: line)
        return
    }
    let ok = abs(rect.minX - x) <= accuracy && abs(rect.minY - y) <= accuracy
        && abs(rect.width - width) <= accuracy && abs(rect.height - height) <= accuracy
    XCTAssertTrue(ok, "frame \(rect) != expected \(CGRect(x: x, y: y, width: width, height: height)) \(message)",
                  file: file, line: line)
}

/// Asserts a size within `accuracy`.
func assertSize(
    _ size: CGSize, _ width: CGFloat, _ height: CGFloat,
    accuracy: CGFloat = 1e-6, _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let ok = abs(size.width - width) <= accuracy && abs(size.height - height) <= accuracy
    XCTAssertTrue(ok, "size \(size) != expected \(CGSize(width: width, height: height)) \(message)",
                  file: file, line: line)
}

/// A rigid item: a colour in a fixed frame, marked with `id`. Its ideal size, and its size for every
/// proposal, is width × height.
func item(_ id: String, _ width: CGFloat, _ height: CGFloat) -> some View {
    Color.red.frame(width: width, height: height).id(id)
}

extension ProposedViewSize {
    /// Shorthand for tests.
    static func p(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width, height: height)
    }
}
