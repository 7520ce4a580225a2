import XCTest
import Arrange
import ArrangeRendering

/// Underlines and strikethroughs reach the renderers as ordinary filled paths (Docs/Fonts.md,
/// "Underline and strikethrough").
final class TextDecorationRenderingTests: XCTestCase {
    /// The SVG of an underlined text has a path filled with the underline's colour, 1.92 pt
    /// thick at 28.16 pt (Inter-Regular `post.underlineThickness` 192 of 2816 units per em, read
    /// with Python's `struct` module); the plain text has none.
    func testSVGDrawsTheUnderline() {
        let red = Color(red: 1, green: 0, blue: 0)
        let underlined = LayoutSnapshot(of: Text("Hi").underline(color: red).font(.system(size: 28.16)), proposal: .unspecified)
        let plain = LayoutSnapshot(of: Text("Hi").font(.system(size: 28.16)), proposal: .unspecified)
        XCTAssertTrue(SVGRenderer().render(underlined.displayList).contains("fill=\"#FF0000\""))
        XCTAssertFalse(SVGRenderer().render(plain.displayList).contains("fill=\"#FF0000\""))
        let heights = underlined.displayList.items.compactMap { item -> CGFloat? in
            guard case .fill(let path, _, _) = item.content else { return nil }
            let ys = path.elements.compactMap { element -> CGFloat? in
                if case .line(let point) = element { return point.y }
                if case .move(let point) = element { return point.y }
                return nil
            }
            return (ys.max() ?? 0) - (ys.min() ?? 0)
        }
        XCTAssertEqual(heights.count, 1)
        XCTAssertEqual(heights.first ?? 0, 1.92, accuracy: 0.0001)
    }
}
