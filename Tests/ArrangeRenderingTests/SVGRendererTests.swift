import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// SVG documents of small views; the expected text follows from the frames.
final class SVGRendererTests: XCTestCase {
    func testRectangleDocument() {
        let list = displayList(Color.red.frame(width: 20, height: 10), width: 20, height: 10)
        XCTAssertEqual(SVGRenderer().render(list), """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
            <path d="M0 0H20V10H0Z" fill="#FF3B30"/>
            </svg>

            """)
    }

    func testTranslucentFillAndStrokeAttributes() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Divider()
            Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)).frame(width: 10, height: 10)
        }
        let svg = SVGRenderer().render(displayList(view, width: 21, height: 10))
        XCTAssertTrue(svg.contains("<path d=\"M10 0H11V10H10Z\" fill=\"#3C3C43\" fill-opacity=\"0.29\"/>"), svg)
        XCTAssertTrue(svg.contains("fill=\"none\" stroke=\"#007AFF\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"), svg)
    }

    func testGroupsForClipOpacityAndTransform() {
        let square = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
        let list = DisplayList(size: CGSize(width: 4, height: 4), items: [
            .init(.pushClip(square, rule: .evenOdd)),
            .init(.pushOpacity(0.25)),
            .init(.pushTransform(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0.5, ty: -1.25))),
            .init(.fill(square, color: DisplayList.RGBA(red: 0, green: 0, blue: 1, opacity: 0.5), rule: .evenOdd)),
            .init(.popTransform),
            .init(.popOpacity),
            .init(.popClip),
        ])
        XCTAssertEqual(SVGRenderer().render(list), """
            <svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" viewBox="0 0 4 4">
            <clipPath id="clip1"><path d="M0 0H2V2H0Z" clip-rule="evenodd"/></clipPath>
            <g clip-path="url(#clip1)">
            <g opacity="0.25">
            <g transform="matrix(1 0 0 1 0.5 -1.25)">
            <path d="M0 0H2V2H0Z" fill="#0000FF" fill-opacity="0.5" fill-rule="evenodd"/>
            </g>
            </g>
            </g>
            </svg>

            """)
    }

    func testUnbalancedPopsAreIgnoredAndOpenGroupsClosed() {
        let list = DisplayList(size: CGSize(width: 1, height: 1), items: [.init(.popClip), .init(.pushOpacity(1))])
        XCTAssertEqual(SVGRenderer().render(list), """
            <svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1">
            <g opacity="1">
            </g>
            </svg>

            """)
    }

    func testCurvesAndNumbers() {
        var path = Path()
        path.move(to: CGPoint(x: 0.1234, y: -0.0004))
        path.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 1.5, y: 1e-7))
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 2.0005, y: 2), control2: CGPoint(x: -7.25, y: 100))
        path.addLine(to: CGPoint(x: 2, y: 3))
        XCTAssertEqual(path.svgData, "M0.123 0Q1.5 0 3 4C2.001 2 -7.25 100 1 1L2 3")
        XCTAssertEqual(Path.formatNumber(1_234_567.5), "1234567.5")
        XCTAssertEqual(Path.formatNumber(-0.05), "-0.05")
    }

    func testTextAsOutlinesIsAPathInsideTheTextFrame() {
        let snapshot = LayoutSnapshot(of: Text("Hg").id("t"), in: CGSize(width: 60, height: 30))
        let frame = snapshot.frame(of: "t")!
        let run = snapshot.displayList.items.compactMap(glyphRun)[0]
        let outlines = run.outlines
        XCTAssertFalse(outlines.isEmpty)
        for element in outlines.elements {
            if case .line(let point) = element {
                XCTAssertTrue(frame.insetBy(dx: -1, dy: -1).contains(point), "\(point) outside \(frame)")
            }
        }
        let svg = SVGRenderer().render(snapshot.displayList)
        XCTAssertTrue(svg.contains("<path d=\"M"), svg)
        XCTAssertFalse(svg.contains("<text"), svg)
    }

    func testTextElementsOnRequest() {
        let list = boxDisplayList(Text("Hi"))
        XCTAssertEqual(SVGRenderer(textMode: .text).render(list), """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">
            <text x="0" y="8" font-family="sans-serif" font-size="10" fill="#000000" xml:space="preserve">Hi</text>
            </svg>

            """)
        let inter = LayoutSnapshot(of: Text("Hi"), proposal: .unspecified).displayList
        XCTAssertTrue(SVGRenderer(textMode: .text).render(inter).contains("font-family=\"Inter\" font-size=\"17\""))
    }

    func testUserStringsAreEscaped() {
        let hostile = "</text><script>alert(1)</script> \" ' & < >\u{1}"
        let svg = SVGRenderer(textMode: .text).render(boxDisplayList(Text(hostile)))
        XCTAssertFalse(svg.contains("<script"), svg)
        XCTAssertFalse(svg.contains("</text><"), svg)
        XCTAssertTrue(svg.contains(">&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot; &apos; &amp; &lt; &gt;</text>"), svg)
        XCTAssertEqual("a\"b'c<d>e&f\u{0}g\nh".xmlEscaped, "a&quot;b&apos;c&lt;d&gt;e&amp;fg\nh")
    }

    func testFontFamilyIsEscaped() {
        // A hand-made run whose face is named by the font file: the name goes through the same escaping.
        let list = boxDisplayList(Text("x"))
        guard var run = list.items.compactMap(glyphRun).first else { return XCTFail("no run") }
        run.string = "\"/><script>"
        let svg = SVGRenderer(textMode: .text).render(DisplayList(size: list.size, items: [.init(.glyphs(run))]))
        XCTAssertTrue(svg.contains(">&quot;/&gt;&lt;script&gt;</text>"), svg)
        XCTAssertEqual("Evil\" onload=\"x".xmlEscaped, "Evil&quot; onload=&quot;x")
    }

    func testNonFinitePathsDrawNothing() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        path.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
        let list = DisplayList(size: CGSize(width: 2, height: 2), items: [
            .init(.fill(path, color: .black, rule: .nonZero)),
            .init(.stroke(path, color: .black, style: StrokeStyle(lineWidth: .nan))),
        ])
        XCTAssertEqual(SVGRenderer().render(list), """
            <svg xmlns="http://www.w3.org/2000/svg" width="2" height="2" viewBox="0 0 2 2">
            </svg>

            """)
    }

    func testZeroNegativeAndNonFiniteCanvasSizesBecomeZero() {
        for size in [CGSize.zero, CGSize(width: -5, height: 3), CGSize(width: CGFloat.nan, height: .infinity)] {
            let svg = SVGRenderer().render(DisplayList(size: size))
            XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\""), svg)
        }
    }
}
