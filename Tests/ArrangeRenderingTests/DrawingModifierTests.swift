import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Drawing modifiers: display list dumps, unchanged frames, and pixels that follow from geometry.
final class DrawingModifierTests: XCTestCase {
    private let pureRed = Color(red: 1, green: 0, blue: 0)

    private func png<V: View>(_ view: V, width: CGFloat, height: CGFloat, environment: EnvironmentValues = EnvironmentValues()) throws -> DecodedPNG {
        try DecodedPNG(PNGRenderer(scale: 1, isOpaque: true).render(displayList(view, width: width, height: height, environment: environment)))
    }

    private func assertClose(_ pixel: [UInt8], _ expected: [Int], tolerance: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        let ok = zip(pixel, expected).allSatisfy { abs(Int($0) - $1) <= tolerance }
        XCTAssertTrue(ok, "\(pixel) is not \(expected) ±\(tolerance)", file: file, line: line)
    }

    func testOpacityIsAGroupAndDoesNotChangeLayout() {
        let view = Color.red.frame(width: 20, height: 10).opacity(0.5)
        XCTAssertEqual(displayList(view, width: 20, height: 10).description, """
            DisplayList 20×10
            opacity 0.5  OpacityEffect
              fill #FF3B30 M0 0H20V10H0Z  Color red
            end opacity  OpacityEffect
            """)
        let stack = HStack(spacing: 0) { Color.red.frame(width: 20, height: 10).opacity(0.5).id("a"); Color.blue.frame(width: 5, height: 5) }
        let plain = HStack(spacing: 0) { Color.red.frame(width: 20, height: 10).id("a"); Color.blue.frame(width: 5, height: 5) }
        let size = CGSize(width: 100, height: 50)
        XCTAssertEqual(LayoutSnapshot(of: stack, in: size).frame(of: "a"), LayoutSnapshot(of: plain, in: size).frame(of: "a"))
    }

    func testHalfOpaqueRedOverWhite() throws {
        // (1, 0, 0) at 0.5 over white: 255, 127.5, 127.5.
        let image = try png(pureRed.frame(width: 20, height: 20).opacity(0.5), width: 20, height: 20)
        assertClose(image[10, 10], [255, 128, 128, 255])
        XCTAssertTrue(SVGRenderer().render(displayList(pureRed.opacity(0.5), width: 4, height: 4)).contains("fill-opacity=\"0.5\""))
        XCTAssertTrue(SVGRenderer().render(displayList(pureRed.frame(width: 4, height: 4).opacity(0.5), width: 4, height: 4))
            .contains("<g opacity=\"0.5\">"))
    }

    func testClipShapeClipsToTheShapeInTheFrame() throws {
        let view = Color.red.frame(width: 20, height: 20).clipShape(Circle())
        let list = displayList(view, width: 20, height: 20)
        XCTAssertTrue(list.description.hasPrefix("DisplayList 20×20\nclip M20 10C"), list.description)
        let image = try png(view, width: 20, height: 20)
        XCTAssertEqual(image[10, 10], [255, 59, 48, 255])
        XCTAssertEqual(image[0, 0], [255, 255, 255, 255])      // the corner is outside the circle
        XCTAssertEqual(image[19, 19], [255, 255, 255, 255])
    }

    func testClippedAndCornerRadius() throws {
        // A 40×40 colour in a 20×20 frame overflows; clipped() keeps it inside the frame.
        let overflowing = Color.red.frame(width: 40, height: 40).frame(width: 20, height: 20)
        let clipped = overflowing.clipped()
        XCTAssertEqual(displayList(clipped, width: 20, height: 20).items.first?.content, .pushClip(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), rule: .nonZero))
        let image = try png(HStack(spacing: 0) { clipped; Color.clear.frame(width: 20, height: 20) }, width: 40, height: 20)
        XCTAssertEqual(image[10, 10], [255, 59, 48, 255])
        XCTAssertEqual(image[25, 10], [255, 255, 255, 255])
        // cornerRadius(5): the corner pixel is outside the rounded rectangle, the middle inside.
        let rounded = try png(Color.red.frame(width: 20, height: 20).cornerRadius(5), width: 20, height: 20)
        XCTAssertEqual(rounded[0, 0], [255, 255, 255, 255])
        XCTAssertEqual(rounded[10, 0], [255, 59, 48, 255])
    }

    func testRotationAboutTheCentre() throws {
        // A 20×4 bar rotated 90° about its centre becomes a 4×20 bar through (10, 10).
        let view = pureRed.frame(width: 20, height: 4).rotationEffect(.degrees(90)).frame(width: 20, height: 20)
        let list = displayList(view, width: 20, height: 20)
        guard case .pushTransform(let t) = list.items.first?.content else { return XCTFail(list.description) }
        let center = CGPoint(x: 10, y: 10).applying(t)
        XCTAssertEqual(center.x, 10, accuracy: 1e-9)
        XCTAssertEqual(center.y, 10, accuracy: 1e-9)
        // Positive angles turn clockwise on screen: the bar's right end (20, 10) goes to (10, 20).
        let end = CGPoint(x: 20, y: 10).applying(t)
        XCTAssertEqual(end.x, 10, accuracy: 1e-9)
        XCTAssertEqual(end.y, 20, accuracy: 1e-9)
        let image = try png(view, width: 20, height: 20)
        XCTAssertEqual(image[10, 2], [255, 0, 0, 255])
        XCTAssertEqual(image[2, 10], [255, 255, 255, 255])
        XCTAssertTrue(SVGRenderer().render(list).contains("<g transform=\"matrix(0 1 -1 0 20 0)\">"))
    }

    func testScaleEffectAboutAnchors() throws {
        // Scaled by 0.5 about the centre, a 20×20 colour covers 5...15.
        let view = pureRed.frame(width: 20, height: 20).scaleEffect(0.5)
        let image = try png(view, width: 20, height: 20)
        XCTAssertEqual(image[10, 10], [255, 0, 0, 255])
        XCTAssertEqual(image[3, 3], [255, 255, 255, 255])
        XCTAssertEqual(image[16, 16], [255, 255, 255, 255])
        // About the top leading corner, by (2, 1): covers x 0...20 of a 10-wide colour.
        let wide = pureRed.frame(width: 10, height: 10).scaleEffect(CGSize(width: 2, height: 1), anchor: .topLeading).frame(width: 20, height: 10, alignment: .leading)
        let stretched = try png(wide, width: 20, height: 10)
        XCTAssertEqual(stretched[18, 5], [255, 0, 0, 255])
        let list = displayList(pureRed.frame(width: 10, height: 10).scaleEffect(x: 2, y: 3, anchor: .topLeading), width: 10, height: 10)
        XCTAssertEqual(list.items.first?.content, .pushTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0)))
    }

    func testZIndexReordersSiblingsStably() {
        let view = ZStack {
            Color.red.zIndex(1)
            Color.green
            Color.blue
            Color.yellow.zIndex(-1)
        }.frame(width: 10, height: 10)
        let colors = displayList(view, width: 10, height: 10).items.compactMap { item -> String? in
            if case .fill(_, let color, _) = item.content { return color.description }
            return nil
        }
        // yellow (−1), then green and blue (0, in order), then red (1).
        XCTAssertEqual(colors, ["#FFCC00", "#34C759", "#007AFF", "#FF3B30"])
        // In a stack too, and frames stay where layout put them.
        let stack = HStack(spacing: 0) { Color.red.frame(width: 5, height: 5).zIndex(2).id("r"); Color.blue.frame(width: 5, height: 5).id("b") }
        let snapshot = LayoutSnapshot(of: stack, in: CGSize(width: 10, height: 5))
        XCTAssertEqual(snapshot.frame(of: "r"), CGRect(x: 0, y: 0, width: 5, height: 5))
        let order = snapshot.displayList.items.map { String(describing: $0.identity.explicitID?.base ?? "") }
        XCTAssertEqual(order, ["b", "r"])
        // A zIndex under other modifiers still orders the view they decorate.
        let padded = ZStack { Color.red.zIndex(1).padding(1); Color.blue }.frame(width: 10, height: 10)
        XCTAssertEqual(displayList(padded, width: 10, height: 10).items.last?.source, "Color red")
    }

    func testShadowIsABlurredOffsetCopyBehindTheView() throws {
        let view = Color.red.frame(width: 20, height: 20).shadow(color: .black, radius: 4, x: 10, y: 0).frame(width: 60, height: 40)
        let list = displayList(view, width: 60, height: 40)
        XCTAssertEqual(list.items.first?.content, .pushShadow(DisplayList.Shadow(color: .black, radius: 4, offset: CGSize(width: 10, height: 0))))
        XCTAssertTrue(list.description.contains("shadow #000000 radius 4 offset 10 0  ShadowEffect"), list.description)
        let svg = SVGRenderer().render(list)
        XCTAssertTrue(svg.contains("<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"2\"/><feOffset dx=\"10\" dy=\"0\""), svg)
        XCTAssertTrue(svg.contains("<g filter=\"url(#shadow1)\">"))
        // The colour spans x 20...40; its shadow 30...50, blurred by σ = 2 px (three 5-px boxes:
        // σ ≈ 2.45). Well inside the shadow (2σ from its edge) it is nearly black; at its right
        // edge (x = 50) about half; far away nothing.
        let image = try png(view, width: 60, height: 40)
        XCTAssertEqual(image[25, 20], [255, 59, 48, 255])
        assertClose(image[45, 20], [0, 0, 0, 255], tolerance: 10)
        let edge = Int(image[50, 20][0])
        XCTAssertTrue((100...160).contains(edge), "\(image[50, 20])")
        XCTAssertEqual(image[58, 20], [255, 255, 255, 255])
        XCTAssertEqual(image[25, 2], [255, 255, 255, 255])
    }

    func testBackgroundStyleInShape() throws {
        let view = Color.clear.frame(width: 20, height: 10).background(.blue, in: RoundedRectangle(cornerRadius: 4))
        let list = displayList(view, width: 20, height: 10)
        XCTAssertTrue(list.description.contains("  RoundedRectangle fill blue"), list.description)
        let image = try png(view, width: 20, height: 10)
        XCTAssertEqual(image[10, 5], [0, 122, 255, 255])
        XCTAssertEqual(image[0, 0], [255, 255, 255, 255])
        // A material fills the frame with translucent systemGray5 (light) over the canvas.
        let material = displayList(Color.clear.frame(width: 4, height: 4).background(.ultraThinMaterial), width: 4, height: 4)
        XCTAssertEqual(material.description, """
            DisplayList 4×4
            fill #E5E5EA 0.35 M0 0H4V4H0Z  Rectangle fill ultraThinMaterial
            """)
        let overlaid = displayList(Color.red.frame(width: 4, height: 4).overlay(.black.opacity(0.5), in: Circle()), width: 4, height: 4)
        XCTAssertEqual(overlaid.items.map(\.source), ["Color red", "Circle fill black.opacity(0.5)"])
    }
}
