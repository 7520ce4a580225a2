import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Dashed strokes: `StrokeStyle.dash` and `dashPhase` through the display list, SVG and the
/// rasteriser. Expectations come from the Core Graphics / SVG dash rule: lengths alternate painted
/// and unpainted from the start of each subpath, offset by the phase; an odd pattern repeats.
final class DashTests: XCTestCase {
    /// SwiftUI's defaults (StrokeStyle.init documentation): no dashes, phase 0.
    func testDefaults() {
        let style = StrokeStyle()
        XCTAssertEqual(style.dash, [])
        XCTAssertEqual(style.dashPhase, 0)
        XCTAssertNil(style.resolvedDashPattern)
    }

    /// An odd pattern is repeated ([5] is 5 on, 5 off); unusable patterns stroke solid.
    func testResolvedPattern() {
        XCTAssertEqual(StrokeStyle(dash: [5]).resolvedDashPattern, [5, 5])
        XCTAssertEqual(StrokeStyle(dash: [4, 2, 1]).resolvedDashPattern, [4, 2, 1, 4, 2, 1])
        XCTAssertEqual(StrokeStyle(dash: [4, 2]).resolvedDashPattern, [4, 2])
        XCTAssertNil(StrokeStyle(dash: [-1, 2]).resolvedDashPattern)
        XCTAssertNil(StrokeStyle(dash: [0, 0]).resolvedDashPattern)
        XCTAssertNil(StrokeStyle(dash: [.nan, 2]).resolvedDashPattern)
        XCTAssertNil(StrokeStyle(dash: [.infinity]).resolvedDashPattern)
        XCTAssertNil(StrokeStyle(dash: [2, 2], dashPhase: .nan).resolvedDashPattern)
    }

    /// A 20-point line, pattern [5, 5]: painted 0–5 and 10–15. Phase 2 shifts the pattern 2 points
    /// back: 0–3, 8–13, 18–20.
    func testDashingAnOpenLine() {
        let line = [Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0)], isClosed: false)]
        XCTAssertEqual(xs(Polyline.dashed(line, pattern: [5, 5], phase: 0)), [[0, 5], [10, 15]])
        XCTAssertEqual(xs(Polyline.dashed(line, pattern: [5, 5], phase: 2)), [[0, 3], [8, 13], [18, 20]])
        // A negative phase counts the other way: −2 ≡ 8 of 10, so 2 gap then 5 on: 2–7, 12–17.
        XCTAssertEqual(xs(Polyline.dashed(line, pattern: [5, 5], phase: -2)), [[2, 7], [12, 17]])
    }

    /// A closed 10 × 10 square (perimeter 40), pattern [10, 10]: the top edge (0,0)–(10,0) and the
    /// bottom edge walked back (10,10)–(0,10). A dash across a corner keeps the corner: [15, 25]
    /// paints (0,0)–(10,0)–(10,5).
    func testDashingAClosedSquare() {
        let square = [Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)], isClosed: true)]
        let dashes = Polyline.dashed(square, pattern: [10, 10], phase: 0)
        XCTAssertEqual(dashes.map(\.points), [[CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)], [CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]])
        let corner = Polyline.dashed(square, pattern: [15, 25], phase: 0)
        XCTAssertEqual(corner.map(\.points), [[CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 5)]])
    }

    /// A pattern that would cut more than `maximumDashCount` dashes draws the line solid.
    func testTooManyDashesDrawsSolid() {
        let line = [Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 100_000, y: 0)], isClosed: false)]
        let result = Polyline.dashed(line, pattern: [0.01, 0.01], phase: 0)
        XCTAssertEqual(result.count, 1)
        XCTAssertEqual(result[0].points, line[0].points)
    }

    /// The display list keeps the style; its description shows the pattern and phase.
    func testDisplayListAndDescription() {
        let style = StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: 1)
        let list = LayoutSnapshot(of: Rectangle().stroke(Color.red, style: style).frame(width: 20, height: 10), proposal: .unspecified).displayList
        guard case .stroke(_, _, let drawn)? = list.items.first?.content else { return XCTFail("\(list)") }
        XCTAssertEqual(drawn, style)
        XCTAssertTrue(list.description.contains("width 2 butt miter 10 dash 4 2 phase 1"), list.description)
    }

    /// SVG: `stroke-dasharray` with the even pattern, `stroke-dashoffset` with the phase.
    func testSVGAttributes() {
        let svg = ImageRenderer(content: Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [3], dashPhase: 1.5))
            .frame(width: 20, height: 10)).svg
        XCTAssertTrue(svg.contains("stroke-dasharray=\"3 3\" stroke-dashoffset=\"1.5\""), svg)
        let solid = ImageRenderer(content: Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: [-3]))
            .frame(width: 20, height: 10)).svg
        XCTAssertFalse(solid.contains("dasharray"), solid)
    }

    /// Raster: a 2-point-wide horizontal line along y = 5 from x 0 to 40, pattern [5, 5]: painted
    /// over x 0–5, 10–15, 20–25, 30–35; the pixel centres at x 2.5 and 12.5 are covered, those at
    /// 7.5 and 17.5 are not (butt caps add nothing).
    func testRasterisedDashes() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 40, y: 5))
        let list = DisplayList(size: CGSize(width: 40, height: 10),
                               items: [DisplayList.Item(.stroke(path, color: DisplayList.RGBA(red: 0, green: 0, blue: 0), style: StrokeStyle(lineWidth: 2, dash: [5, 5])))])
        let image = try PNGRenderer().pixels(of: list)
        func alpha(_ x: Int, _ y: Int) -> UInt8 { image.rgba[(y * image.width + x) * 4 + 3] }
        XCTAssertEqual(alpha(2, 4), 255)
        XCTAssertEqual(alpha(12, 5), 255)
        XCTAssertEqual(alpha(7, 4), 0)
        XCTAssertEqual(alpha(17, 5), 0)
        XCTAssertEqual(alpha(32, 4), 255)
        XCTAssertEqual(alpha(2, 2), 0, "outside the line's width")
    }

    /// `strokeBorder(_:style:)` insets the path by half the width, as `strokeBorder(_:lineWidth:)`
    /// does, and keeps the dashes: a 20 × 10 rectangle, width 4 → the path is the rectangle inset
    /// by 2: M2 2H18V8H2Z.
    func testStrokeBorderWithStyle() {
        let style = StrokeStyle(lineWidth: 4, dash: [6, 2])
        let list = LayoutSnapshot(of: Rectangle().strokeBorder(Color.blue, style: style).frame(width: 20, height: 10), proposal: .unspecified).displayList
        guard case .stroke(let path, _, let drawn)? = list.items.first?.content else { return XCTFail("\(list)") }
        XCTAssertEqual(path.svgData, "M2 2H18V8H2Z")
        XCTAssertEqual(drawn.dash, [6, 2])
    }

    private func xs(_ polylines: [Polyline]) -> [[CGFloat]] { polylines.map { $0.points.map(\.x) } }
}

/// `Path` as a shape view (SwiftUI: `Path` conforms to `Shape`, `init(_ callback:)`).
final class PathShapeTests: XCTestCase {
    /// The callback builds the path; `path(in:)` of a zero-origin rectangle is the path itself.
    func testCallbackInitialiserAndPathInRect() {
        let path = Path { $0.move(to: CGPoint(x: 0, y: 10)); $0.addLine(to: CGPoint(x: 10, y: 0)) }
        XCTAssertEqual(path.elements, [.move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 10, y: 0))])
        XCTAssertEqual(path.path(in: CGRect(x: 0, y: 0, width: 50, height: 50)), path)
    }

    /// Drawn in its view's local coordinates: after a 30-point leading spacer in an HStack
    /// (spacing 0), the line from (0, 10) to (10, 0) is drawn from (30, 10) to (40, 0).
    func testDrawnInTheViewsFrame() {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 30, height: 10)
            Path { $0.move(to: CGPoint(x: 0, y: 10)); $0.addLine(to: CGPoint(x: 10, y: 0)) }
                .stroke(Color.red, lineWidth: 1)
                .frame(width: 10, height: 10)
        }
        let list = LayoutSnapshot(of: view, proposal: .unspecified).displayList
        let strokes = list.items.compactMap { item -> Path? in
            if case .stroke(let path, _, _) = item.content { return path }
            return nil
        }
        XCTAssertEqual(strokes.map(\.svgData), ["M30 10L40 0"])
    }
}
