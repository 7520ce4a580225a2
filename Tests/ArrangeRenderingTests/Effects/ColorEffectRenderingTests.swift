import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Colour effects (`grayscale`, `saturation`, `brightness`, `contrast`, `colorMultiply`,
/// `colorInvert`, `hueRotation`, `luminanceToAlpha`) and `blur`: the pixels follow from the colour
/// matrices of the W3C Filter Effects specification (Docs/Differences.md, "Effects"), applied to
/// sRGB components; the SVG carries the same matrix in an `feColorMatrix`.
final class ColorEffectRenderingTests: XCTestCase {
    private let pureRed = Color(red: 1, green: 0, blue: 0)

    /// Pixel (x, y) of `view` laid out in a `width` × `height` canvas, over white.
    private func pixel<V: View>(_ view: V, _ x: Int, _ y: Int, width: CGFloat = 10, height: CGFloat = 10, opaque: Bool = true) throws -> [UInt8] {
        try DecodedPNG(PNGRenderer(scale: 1, isOpaque: opaque).render(displayList(view, width: width, height: height)))[x, y]
    }

    private func assertClose(_ pixel: [UInt8], _ expected: [Int], tolerance: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        let ok = zip(pixel, expected).allSatisfy { abs(Int($0) - $1) <= tolerance }
        XCTAssertTrue(ok, "\(pixel) is not \(expected) ±\(tolerance)", file: file, line: line)
    }

    /// W3C Filter Effects, `grayscale(1)`: every component becomes the Rec. 709 luma
    /// 0.2126 R + 0.7152 G + 0.0722 B; of pure red 0.2126 × 255 = 54.2.
    func testGrayscaleOfPureRedIsItsRec709Luma() throws {
        let view = pureRed.frame(width: 10, height: 10).grayscale(1)
        assertClose(try pixel(view, 5, 5), [54, 54, 54, 255])
        XCTAssertEqual(displayList(view, width: 10, height: 10).description, """
            DisplayList 10×10
            color matrix 0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0 0 0 1 0  GrayscaleEffect
              fill #FF0000 M0 0H10V10H0Z  Color Color(red: 1.0, green: 0.0, blue: 0.0, opacity: 1.0)
            end filter  GrayscaleEffect
            """)
        // grayscale(0) leaves the colour.
        assertClose(try pixel(pureRed.frame(width: 10, height: 10).grayscale(0), 5, 5), [255, 0, 0, 255])
    }

    /// W3C Filter Effects `saturate(s)`: s = 0 gives red 0.213 × 255 = 54.3 in every component;
    /// the rows sum to 1, so gray stays gray at any saturation.
    func testSaturation() throws {
        assertClose(try pixel(pureRed.frame(width: 10, height: 10).saturation(0), 5, 5), [54, 54, 54, 255])
        assertClose(try pixel(Color(white: 0.5).frame(width: 10, height: 10).saturation(3), 5, 5), [128, 128, 128, 255])
    }

    /// Apple's `brightness(_:)`: 0 no effect, 1 full white, so the amount is added to each
    /// component: black + 0.5 = 127.5; white − 1 = black.
    func testBrightnessAddsTheAmount() throws {
        assertClose(try pixel(Color.black.frame(width: 10, height: 10).brightness(0.5), 5, 5), [128, 128, 128, 255])
        assertClose(try pixel(Color.white.frame(width: 10, height: 10).brightness(-1), 5, 5), [0, 0, 0, 255])
    }

    /// W3C Filter Effects `contrast(c)`: `c x + 0.5 (1 − c)`: c = 0 is mid gray; c = 2 of 0.25 gives
    /// 0.5 − 0.5 = 0.
    func testContrastScalesAboutMidGray() throws {
        assertClose(try pixel(pureRed.frame(width: 10, height: 10).contrast(0), 5, 5), [128, 128, 128, 255])
        assertClose(try pixel(Color(white: 0.25).frame(width: 10, height: 10).contrast(2), 5, 5), [0, 0, 0, 255])
    }

    /// Apple's `colorMultiply(_:)` multiplies each component: white × (0.5, 1, 0) = (127.5, 255, 0).
    func testColorMultiply() throws {
        assertClose(try pixel(Color.white.frame(width: 10, height: 10).colorMultiply(Color(red: 0.5, green: 1, blue: 0)), 5, 5), [128, 255, 0, 255])
    }

    /// `colorInvert()`: 1 − x for red, green and blue: pure red becomes cyan.
    func testColorInvert() throws {
        assertClose(try pixel(pureRed.frame(width: 10, height: 10).colorInvert(), 5, 5), [0, 255, 255, 255])
    }

    /// W3C Filter Effects `hueRotate(180°)` of pure red: red row 0.213 − 0.787 = −0.574 → 0;
    /// green and blue rows 0.213 + 0.213 = 0.426 → 108.6.
    func testHueRotationBy180Degrees() throws {
        assertClose(try pixel(pureRed.frame(width: 10, height: 10).hueRotation(.degrees(180)), 5, 5), [0, 109, 109, 255])
        // 360° is the identity (cos 1, sin 0).
        assertClose(try pixel(pureRed.frame(width: 10, height: 10).hueRotation(.degrees(360)), 5, 5), [255, 0, 0, 255])
    }

    /// W3C Filter Effects `luminanceToAlpha`: black with alpha 0.2125 R + 0.7154 G + 0.0721 B; of
    /// pure red alpha 0.2125 × 255 = 54.2; of white fully opaque black.
    func testLuminanceToAlpha() throws {
        assertClose(try pixel(pureRed.frame(width: 10, height: 10).luminanceToAlpha(), 5, 5, opaque: false), [0, 0, 0, 54])
        assertClose(try pixel(Color.white.frame(width: 10, height: 10).luminanceToAlpha(), 5, 5), [0, 0, 0, 255])
    }

    /// The SVG carries the matrix in an sRGB `feColorMatrix`; effects on a view don't change its
    /// frame (Apple: these are rendering effects).
    func testSVGFilterAndUnchangedFrames() {
        let svg = SVGRenderer().render(displayList(pureRed.frame(width: 10, height: 10).colorInvert(), width: 10, height: 10))
        XCTAssertTrue(svg.contains("color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0\"/>"), svg)
        XCTAssertTrue(svg.contains("<g filter=\"url(#effect1)\">"), svg)
        let size = CGSize(width: 100, height: 50)
        let plain = LayoutSnapshot(of: HStack { pureRed.frame(width: 20, height: 10).id("a"); Color.blue }, in: size)
        let effects = LayoutSnapshot(of: HStack {
            pureRed.frame(width: 20, height: 10).grayscale(1).saturation(2).brightness(0.1).contrast(1.2)
                .colorMultiply(.blue).colorInvert().hueRotation(.degrees(30)).luminanceToAlpha().blur(radius: 3).id("a")
            Color.blue
        }, in: size)
        XCTAssertEqual(effects.frame(of: "a"), plain.frame(of: "a"))
    }

    /// A blur's standard deviation is half its radius (as `shadow`'s): 4 → σ 2. Across the left edge
    /// (x = 20) of the centred red square the alpha follows the Gaussian's integral: Φ(−0.25) = 0.401
    /// half a pixel outside (pixel 19) and Φ(0.25) = 0.599 half a pixel inside (pixel 20); 10 σ
    /// away nothing is left; the middle stays red.
    func testBlurSpreadsTheEdge() throws {
        let view = pureRed.frame(width: 20, height: 20).blur(radius: 4).frame(width: 60, height: 60)
        let image = try DecodedPNG(PNGRenderer(scale: 1, isOpaque: false).render(displayList(view, width: 60, height: 60)))
        XCTAssertEqual(Double(image[19, 30][3]) / 255, 0.401, accuracy: 0.05)
        XCTAssertEqual(Double(image[20, 30][3]) / 255, 0.599, accuracy: 0.05)
        XCTAssertEqual(image[30, 30], [255, 0, 0, 255])
        XCTAssertEqual(image[0, 30][3], 0)
        let svg = SVGRenderer().render(displayList(view, width: 60, height: 60))
        XCTAssertTrue(svg.contains("<feGaussianBlur stdDeviation=\"2\"/>"), svg)
    }

    /// An opaque blur fills the view's frame: its corner is opaque (the colour normalised by the
    /// blurred alpha: still red) and nothing shows outside the frame.
    func testOpaqueBlurFillsTheFrame() throws {
        let view = pureRed.frame(width: 20, height: 20).blur(radius: 4, opaque: true).frame(width: 40, height: 40)
        let image = try DecodedPNG(PNGRenderer(scale: 1, isOpaque: false).render(displayList(view, width: 40, height: 40)))
        XCTAssertEqual(image[10, 10], [255, 0, 0, 255])
        assertClose(image[10, 10], [255, 0, 0, 255])
        XCTAssertEqual(image[9, 9][3], 0)
        assertClose(image[10 + 19, 10 + 19], [255, 0, 0, 255])
        XCTAssertEqual(image[30, 30][3], 0)
        let svg = SVGRenderer().render(displayList(view, width: 40, height: 40))
        XCTAssertTrue(svg.contains("filterUnits=\"userSpaceOnUse\" x=\"10\" y=\"10\" width=\"20\" height=\"20\""), svg)
        XCTAssertTrue(svg.contains("<feFuncA type=\"linear\" slope=\"0\" intercept=\"1\"/>"), svg)
    }

    /// Bad amounts are reported and drawn as no effect; a negative blur radius draws unblurred.
    func testBadAmountsAreReported() throws {
        let snapshot = LayoutSnapshot(of: pureRed.frame(width: 10, height: 10).grayscale(.nan).blur(radius: -2).hueRotation(.radians(.infinity)),
                                      in: CGSize(width: 10, height: 10))
        let messages = snapshot.diagnostics.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("grayscale amount is NaN") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("blur radius -2.0") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("hueRotation angle is not finite") }, "\(messages)")
        let image = try DecodedPNG(PNGRenderer(scale: 1, isOpaque: true).render(snapshot.displayList))
        XCTAssertEqual(image[5, 5], [255, 0, 0, 255])
        XCTAssertFalse(SVGRenderer().render(snapshot.displayList).contains("nan"))
    }
}
