import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Blend modes, compositing groups and masks: pixels from the formulas of the W3C Compositing and
/// Blending specification (Docs/Differences.md, "Effects"), SVG as `mix-blend-mode` and `<mask>`.
final class CompositingEffectRenderingTests: XCTestCase {
    private func pixel<V: View>(_ view: V, _ x: Int, _ y: Int, width: CGFloat = 10, height: CGFloat = 10, opaque: Bool = true) throws -> [UInt8] {
        try DecodedPNG(PNGRenderer(scale: 1, isOpaque: opaque).render(displayList(view, width: width, height: height)))[x, y]
    }

    private func assertClose(_ pixel: [UInt8], _ expected: [Int], tolerance: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        let ok = zip(pixel, expected).allSatisfy { abs(Int($0) - $1) <= tolerance }
        XCTAssertTrue(ok, "\(pixel) is not \(expected) ±\(tolerance)", file: file, line: line)
    }

    /// `source` blended with `mode` over an opaque `backdrop`, both filling 10 × 10.
    private func blended(_ backdrop: Color, _ source: Color, _ mode: BlendMode) throws -> [UInt8] {
        try pixel(ZStack { backdrop; source.blendMode(mode) }.frame(width: 10, height: 10), 5, 5)
    }

    /// Over an opaque backdrop the result is B(Cb, Cs): multiply (1,1,0)·(0,1,1) = (0,1,0);
    /// screen of yellow and blue = 1 + 0 − 0 … white; difference |white − yellow| = blue;
    /// darken/lighten take the minimum/maximum per component.
    func testSeparableBlendModes() throws {
        let yellow = Color(red: 1, green: 1, blue: 0), cyan = Color(red: 0, green: 1, blue: 1), blue = Color(red: 0, green: 0, blue: 1)
        assertClose(try blended(yellow, cyan, .multiply), [0, 255, 0, 255])
        assertClose(try blended(yellow, blue, .screen), [255, 255, 255, 255])
        assertClose(try blended(.white, yellow, .difference), [0, 0, 255, 255])
        assertClose(try blended(yellow, cyan, .darken), [0, 255, 0, 255])
        assertClose(try blended(yellow, cyan, .lighten), [255, 255, 255, 255])
        // exclusion: 0.5 + 0.5 − 2·0.25 = 0.5.
        assertClose(try blended(Color(white: 0.5), Color(white: 0.5), .exclusion), [128, 128, 128, 255])
        // normal draws the source over.
        assertClose(try blended(yellow, cyan, .normal), [0, 255, 255, 255])
    }

    /// Non-separable modes: `hue` of red over mid gray is SetLum(SetSat(red, 0), 0.5) = gray 0.5;
    /// `color` of red over mid gray is SetLum(red, 0.5): (1.2, 0.2, 0.2) clipped about
    /// L = 0.5 to (1, 0.286, 0.286).
    func testNonSeparableBlendModes() throws {
        let red = Color(red: 1, green: 0, blue: 0), gray = Color(white: 0.5)
        assertClose(try blended(gray, red, .hue), [128, 128, 128, 255])
        assertClose(try blended(gray, red, .color), [255, 73, 73, 255])
    }

    /// `plusLighter` sums (0.5 + 0.25 = 0.75), `plusDarker` is max(0, S + D − 1) (0.5 + 0.75 − 1 =
    /// 0.25); `destinationOut` erases the backdrop where the source is (to transparent); `sourceAtop`
    /// draws only over the backdrop (checked on a transparent canvas).
    func testPorterDuffAndPlusModes() throws {
        assertClose(try blended(Color(white: 0.5), Color(white: 0.25), .plusLighter), [191, 191, 191, 255])
        assertClose(try blended(Color(white: 0.5), Color(white: 0.75), .plusDarker), [64, 64, 64, 255])
        assertClose(try pixel(ZStack { Color.black; Color.black.blendMode(.destinationOut) }.frame(width: 10, height: 10), 5, 5, opaque: false), [0, 0, 0, 0])
        let atop = ZStack(alignment: .topLeading) {
            Color.black.frame(width: 5, height: 10)
            Color(red: 1, green: 0, blue: 0).blendMode(.sourceAtop)
        }.frame(width: 10, height: 10)
        assertClose(try pixel(atop, 2, 5, opaque: false), [255, 0, 0, 255])
        assertClose(try pixel(atop, 7, 5, opaque: false), [0, 0, 0, 0])
    }

    /// The SVG writes CSS `mix-blend-mode`; a compositing group is an isolated group, whose
    /// blend modes inside see only the group: multiply over nothing is the source itself.
    func testCompositingGroupIsolatesBlendModes() throws {
        let yellow = Color(red: 1, green: 1, blue: 0), cyan = Color(red: 0, green: 1, blue: 1)
        let isolated = ZStack { yellow; ZStack { cyan.blendMode(.multiply) }.compositingGroup() }.frame(width: 10, height: 10)
        assertClose(try pixel(isolated, 5, 5), [0, 255, 255, 255])
        let svg = SVGRenderer().render(displayList(isolated, width: 10, height: 10))
        XCTAssertTrue(svg.contains("<g style=\"isolation:isolate\">"), svg)
        XCTAssertTrue(svg.contains("<g style=\"mix-blend-mode:multiply\">"), svg)
        // drawingGroup is drawn as a compositing group.
        XCTAssertEqual(displayList(yellow.drawingGroup(), width: 4, height: 4).items.first?.content, .pushBlendMode(.normal))
    }

    /// Opacity on a compositing group applies to the composited group: where red overlaps blue
    /// only red shows, at half opacity: (255, 127.5, 127.5) over white.
    func testOpacityOfACompositingGroup() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let view = ZStack { Color(red: 0, green: 0, blue: 1); red }.frame(width: 10, height: 10).compositingGroup().opacity(0.5)
        assertClose(try pixel(view, 5, 5), [255, 128, 128, 255])
    }

    /// A mask shows the view where the mask is opaque: red masked by a circle is red in the middle
    /// and absent at the corners; a half-transparent mask halves it; the mask is laid out like an
    /// overlay (top-leading: the 10 × 10 square covers the top-left quarter); the frame is unchanged.
    func testMaskUsesTheAlphaOfTheMaskView() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let circle = red.frame(width: 20, height: 20).mask { Circle() }
        assertClose(try pixel(circle, 10, 10, width: 20, height: 20), [255, 0, 0, 255])
        assertClose(try pixel(circle, 0, 0, width: 20, height: 20), [255, 255, 255, 255])
        assertClose(try pixel(red.frame(width: 10, height: 10).mask { Color.black.opacity(0.5) }, 5, 5), [255, 128, 128, 255])
        let corner = red.frame(width: 20, height: 20).mask(alignment: .topLeading) { Color.black.frame(width: 10, height: 10) }
        assertClose(try pixel(corner, 5, 5, width: 20, height: 20), [255, 0, 0, 255])
        assertClose(try pixel(corner, 15, 15, width: 20, height: 20), [255, 255, 255, 255])
        XCTAssertEqual(displayList(corner, width: 20, height: 20).description, """
            DisplayList 20×20
            mask  OverlayLayout
              fill #000000 M0 0H10V10H0Z  Color black
            masked content  OverlayLayout
              fill #FF0000 M0 0H20V20H0Z  Color Color(red: 1.0, green: 0.0, blue: 0.0, opacity: 1.0)
            end mask  OverlayLayout
            """)
        let svg = SVGRenderer().render(displayList(corner, width: 20, height: 20))
        XCTAssertTrue(svg.contains("<mask id=\"mask1\" mask-type=\"alpha\" style=\"mask-type:alpha\">\n<path d=\"M0 0H10V10H0Z\" fill=\"#000000\"/>\n</mask>\n<g mask=\"url(#mask1)\">"), svg)
        let size = CGSize(width: 100, height: 100)
        XCTAssertEqual(LayoutSnapshot(of: red.frame(width: 20, height: 20).mask { Color.black.frame(width: 50, height: 50) }.id("m"), in: size).frame(of: "m"),
                       LayoutSnapshot(of: red.frame(width: 20, height: 20).id("m"), in: size).frame(of: "m"))
    }

    /// The terminal draws masked content unmasked and never the mask itself; filters and blend
    /// modes are ignored there, without a crash.
    func testTerminalIgnoresEffects() {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).mask { Color.black }.blendMode(.multiply).grayscale(1)
            .rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))
        let list = displayList(view, width: 10, height: 10)
        XCTAssertFalse(TerminalRenderer().render(list).isEmpty)
    }
}
