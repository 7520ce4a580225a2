import Foundation
import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// How both renderers draw images: template mode, interpolation, antialiasing, tiling,
/// nine-slice cap insets, area-averaged reduction, and JPEG embedded in SVG. Expected pixels are
/// arithmetic from the rules in Apple's documentation of each modifier (quoted per test) and
/// from the sampling rule in `ImageSampler`'s documentation (a box as wide as the drawn pixel).
final class ImageDrawingTests: XCTestCase {
    /// An image from RGBA rows, as a PNG file's bytes.
    private func image(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> Data {
        PNGEncoder.encode(width: width, height: height, rgba: rgba)!
    }

    private func raster<V: View>(_ view: V, _ size: CGSize) throws -> DecodedPNG {
        try DecodedPNG(PNGRenderer().render(LayoutSnapshot(of: view, in: size).displayList))
    }

    private func svg<V: View>(_ view: V, _ size: CGSize) -> String {
        SVGRenderer().render(LayoutSnapshot(of: view, in: size).displayList)
    }

    private func assertPixel(_ pixel: [UInt8], _ expected: [UInt8], line: UInt = #line) {
        XCTAssertTrue(zip(pixel, expected).allSatisfy { abs(Int($0) - Int($1)) <= 1 }, "pixel \(pixel) is not \(expected) (±1)", line: line)
    }

    private let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
    private let clear: [UInt8] = [0, 0, 0, 0], black: [UInt8] = [0, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]

    /// `TemplateRenderingMode.template`: "A mode that renders all non-transparent pixels as the
    /// foreground color." An opaque red pixel becomes the foreground blue; a clear one stays clear;
    /// `.original` keeps the red.
    func testTemplateDrawsAlphaInTheForegroundColour() throws {
        let data = image(2, 1, red + clear)
        let foreground = Color(red: 0, green: 0, blue: 1)
        let template = try raster(Image(data: data).renderingMode(.template).foregroundColor(foreground), CGSize(width: 2, height: 1))
        assertPixel(template[0, 0], blue)
        assertPixel(template[1, 0], clear)
        let original = try raster(Image(data: data).renderingMode(.original).foregroundColor(foreground), CGSize(width: 2, height: 1))
        assertPixel(original[0, 0], red)
        let document = svg(Image(data: data).renderingMode(.template).foregroundColor(foreground), CGSize(width: 2, height: 1))
        XCTAssertTrue(document.contains("<mask id=\"mask1\" mask-type=\"alpha\""), document)
        XCTAssertTrue(document.contains("<rect x=\"0\" y=\"0\" width=\"2\" height=\"1\" fill=\"#0000FF\" mask=\"url(#mask1)\"/>"), document)
    }

    /// A black and a white pixel stretched over four pixels. `.none` ("doesn't interpolate image
    /// data") repeats each pixel twice; `.low` blends the two nearest: drawn pixel x samples the
    /// image at (x + 0.5) / 2, a one-pixel box over [u − 0.5, u + 0.5] → white weights 0, 0.25,
    /// 0.75, 1 → 0, 64, 191, 255.
    func testInterpolation() throws {
        let data = image(2, 1, black + white)
        let nearest = try raster(Image(data: data).resizable().interpolation(.none), CGSize(width: 4, height: 1))
        XCTAssertEqual((0..<4).map { nearest[$0, 0][0] }, [0, 0, 255, 255])
        let low = try raster(Image(data: data).resizable().interpolation(.low), CGSize(width: 4, height: 1))
        XCTAssertEqual((0..<4).map { low[$0, 0][0] }, [0, 64, 191, 255])
        XCTAssertTrue(svg(Image(data: data).resizable().interpolation(.none), CGSize(width: 4, height: 1)).contains("image-rendering=\"optimizeSpeed\""))
    }

    /// Drawn at a quarter of its size, an image whose every fourth pixel is white averages to a
    /// quarter white (64) with `.high` — each drawn pixel covers four image pixels, one white —
    /// where `.low`'s blend of the two nearest pixels (both black) would miss it.
    func testReductionAveragesEveryImagePixel() throws {
        let data = image(8, 1, white + black + black + black + white + black + black + black)
        let high = try raster(Image(data: data).resizable().interpolation(.high), CGSize(width: 2, height: 1))
        XCTAssertEqual(high[0, 0][0], 64)
        XCTAssertEqual(high[1, 0][0], 64)
        let low = try raster(Image(data: data).resizable().interpolation(.low), CGSize(width: 2, height: 1))
        XCTAssertEqual(low[0, 0][0], 0)
    }

    /// `ResizingMode.tile`: "repeat the image at its original size, as many times as necessary
    /// to fill the available space." A red-blue image over six pixels: red, blue, red, blue, ...
    func testTiling() throws {
        let data = image(2, 1, red + blue)
        let tiled = try raster(Image(data: data).resizable(resizingMode: .tile), CGSize(width: 6, height: 1))
        for x in 0..<6 { assertPixel(tiled[x, 0], x % 2 == 0 ? red : blue) }
        let document = svg(Image(data: data).resizable(resizingMode: .tile), CGSize(width: 6, height: 1))
        XCTAssertTrue(document.contains("<pattern id=\"slice2\" patternUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"2\" height=\"1\" viewBox=\"0 0 2 1\""), document)
    }

    /// Cap insets of 1 on a 3×3 image (red corners, green edges, blue centre) drawn at 5×5: the
    /// corners keep their one pixel, the edges stretch along their length, the centre fills the
    /// rest — no colour bleeds across a slice's boundary.
    func testNineSliceKeepsTheCaps() throws {
        let rows = red + green + red + green + blue + green + red + green + red
        let view = Image(data: image(3, 3, rows)).resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        let drawn = try raster(view, CGSize(width: 5, height: 5))
        for (x, y) in [(0, 0), (4, 0), (0, 4), (4, 4)] { assertPixel(drawn[x, y], red) }
        for x in 1...3 {
            assertPixel(drawn[x, 0], green)
            assertPixel(drawn[x, 4], green)
            assertPixel(drawn[0, x], green)
            for y in 1...3 { assertPixel(drawn[x, y], blue) }
        }
        XCTAssertEqual(svg(view, CGSize(width: 5, height: 5)).components(separatedBy: "<pattern").count - 1, 9)
    }

    /// `antialiased(false)`: an image 1.4 pixels wide covers 0.4 of its second pixel, drawn at
    /// 0.4 × 255 = 102 alpha antialiased and not at all without.
    func testAntialiasing() throws {
        let data = image(1, 1, red)
        let smooth = try raster(Image(data: data).resizable().frame(width: 1.4, height: 1).frame(width: 2, height: 1, alignment: .leading), CGSize(width: 2, height: 1))
        XCTAssertEqual(smooth[1, 0][3], 102)
        let sharp = try raster(Image(data: data).resizable().antialiased(false).frame(width: 1.4, height: 1).frame(width: 2, height: 1, alignment: .leading),
                               CGSize(width: 2, height: 1))
        XCTAssertEqual(sharp[1, 0], clear)
        XCTAssertEqual(sharp[0, 0], red)
    }

    /// SVG embeds a JPEG file as is, as an `image/jpeg` data URI; the raster draws its pixels
    /// (the fixture's red quadrant, within JPEG's loss).
    func testJPEGInBothRenderers() throws {
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../ArrangeTests/Fixtures/Images/quadrants-444.jpg"))
        let document = svg(Image(data: jpeg), CGSize(width: 32, height: 32))
        XCTAssertTrue(document.contains("href=\"data:image/jpeg;base64,\(jpeg.base64EncodedString())\""))
        let drawn = try raster(Image(data: jpeg), CGSize(width: 32, height: 32))
        XCTAssertTrue(zip(drawn[8, 8], red).allSatisfy { abs(Int($0) - Int($1)) <= 6 }, "\(drawn[8, 8])")
    }

    /// Symbol placeholders follow `imageScale(_:)`: Apple's documentation of
    /// `NSImage.SymbolScale` puts small "approximately 20% smaller" and large "approximately 30%
    /// larger" than medium, so 20.4 × 0.8 = 16.32 and 20.4 × 1.3 = 26.52 at `body` (17 pt).
    func testImageScaleSizesSymbolPlaceholders() {
        func side(_ scale: Image.Scale) -> CGFloat? {
            LayoutSnapshot(of: Image(systemName: "star").id("s").imageScale(scale), proposal: .unspecified).frame(of: "s")?.width
        }
        XCTAssertEqual(side(.small)!, 16.32, accuracy: 1e-9)
        XCTAssertEqual(side(.medium)!, 20.4, accuracy: 1e-9)
        XCTAssertEqual(side(.large)!, 26.52, accuracy: 1e-9)
        var environment = EnvironmentValues()
        XCTAssertEqual(environment.imageScale, .medium)
        XCTAssertNil(environment.symbolRenderingMode)
        environment.symbolRenderingMode = .hierarchical
        XCTAssertEqual(environment.symbolRenderingMode, .hierarchical)
    }
}
