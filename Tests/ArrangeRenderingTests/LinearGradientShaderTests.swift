import XCTest
import Arrange
@testable import ArrangeRendering

/// The raster fast paths (rounding without libm, linear gradients stepped along rows and read from
/// a table), checked against the general formulas they shortcut.
final class LinearGradientShaderTests: XCTestCase {
    /// `RasterCanvas.byte` rounds halves up and clamps, as `rounded()` then clamping does.
    func testChannelRounding() {
        XCTAssertEqual(RasterCanvas.byte(2.5), 3)
        XCTAssertEqual(RasterCanvas.byte(2.49), 2)
        XCTAssertEqual(RasterCanvas.byte(-0.4), 0)
        XCTAssertEqual(RasterCanvas.byte(-7), 0)
        XCTAssertEqual(RasterCanvas.byte(254.5), 255)
        XCTAssertEqual(RasterCanvas.byte(254.49), 254)
        XCTAssertEqual(RasterCanvas.byte(300), 255)
        for value in stride(from: Float(-2), through: 258, by: 0.37) {
            XCTAssertEqual(RasterCanvas.byte(value), UInt8(Swift.min(Swift.max(value.rounded(), 0), 255)), "\(value)")
        }
    }

    /// The linear shader's colour at each pixel centre is `DisplayList.Gradient.color(at:)` at
    /// the canvas point under that pixel (its documented definition), to within single precision.
    func testTheLinearShaderMatchesTheGradientsDefinition() throws {
        let stops = [
            DisplayList.Gradient.Stop(color: .init(red: 0.2, green: 0.1, blue: 0.9, opacity: 1), location: 0),
            DisplayList.Gradient.Stop(color: .init(red: 0.6, green: 0.2, blue: 0.7, opacity: 0.5), location: 0.4),
            DisplayList.Gradient.Stop(color: .init(red: 1, green: 0.3, blue: 0.5, opacity: 1), location: 1),
        ]
        let gradient = DisplayList.Gradient(kind: .linear(start: CGPoint(x: 10, y: 5), end: CGPoint(x: 90, y: 60)), stops: stops)
        // Two pixels a point, rotated a little and moved: a general affine transform.
        let transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 2).translatedBy(x: 3, y: -4)
        let shader = try XCTUnwrap(LinearGradientShader(gradient, transform: transform))
        let inverse = transform.inverted()
        for y in stride(from: 0, to: 200, by: 13) {
            let (start, step) = shader.row(y)
            for x in stride(from: 0, to: 200, by: 7) {
                let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                let expected = gradient.color(at: point)
                let actual = shader.color(atLocation: start + Double(x) * step)
                XCTAssertEqual(Double(actual.x), expected.red, accuracy: 1e-5)
                XCTAssertEqual(Double(actual.y), expected.green, accuracy: 1e-5)
                XCTAssertEqual(Double(actual.z), expected.blue, accuracy: 1e-5)
                XCTAssertEqual(Double(actual.w), expected.opacity, accuracy: 1e-5)
            }
        }
    }

    func testTheShaderDeclinesWhatItCannotStep() {
        let stop = DisplayList.Gradient.Stop(color: .init(red: 1, green: 0, blue: 0, opacity: 1), location: 0)
        let point = CGPoint(x: 4, y: 4)
        // No length: the gradient paints its last stop, which the general path does.
        XCTAssertNil(LinearGradientShader(.init(kind: .linear(start: point, end: point), stops: [stop]), transform: .identity))
        // Not linear.
        XCTAssertNil(LinearGradientShader(.init(kind: .radial(center: point, startRadius: 0, endRadius: 5), stops: [stop]), transform: .identity))
        // A transform that flattens the plane has no inverse.
        XCTAssertNil(LinearGradientShader(.init(kind: .linear(start: .zero, end: point), stops: [stop]),
                                          transform: CGAffineTransform(scaleX: 0, y: 1)))
    }

    /// A wholly covered pixel under an opaque gradient takes the nearest of 4,097 table colours:
    /// within one level of the exact colour at its centre (half a level of table error, half of
    /// rounding), across a 600-pixel gradient with three stops.
    func testWholePixelsFromTheTableAreWithinALevelOfTheDefinition() throws {
        let stops = evenStops([.init(red: 0.35, green: 0.34, blue: 0.84), .init(red: 0.69, green: 0.32, blue: 0.87),
                               .init(red: 1, green: 0.18, blue: 0.33)])
        let gradient = DisplayList.Gradient(kind: .linear(start: .zero, end: CGPoint(x: 600, y: 40)), stops: stops)
        let image = try pixels(of: gradient, width: 600, height: 40)
        for y in stride(from: 0, to: 40, by: 9) {
            for x in stride(from: 0, to: 600, by: 17) {
                let exact = gradient.color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let offset = (y * 600 + x) * 4
                for (channel, value) in [exact.red, exact.green, exact.blue].enumerated() {
                    XCTAssertEqual(Double(image.rgba[offset + channel]), value * 255, accuracy: 1, "(\(x), \(y)) channel \(channel)")
                }
                XCTAssertEqual(image.rgba[offset + 3], 255)
            }
        }
    }

    /// Whole pixels step through the table in fixed point: across a 4,000-pixel row every pixel
    /// is still within a level of the exact colour at its centre (the rule above), at the start,
    /// the middle and the end of the row alike.
    func testSteppingALongRowKeepsEveryPixelWithinALevel() throws {
        let stops = evenStops([.init(red: 0.1, green: 0.9, blue: 0.2), .init(red: 0.8, green: 0.1, blue: 0.6)])
        // Diagonal, so that the row's start moves with the row.
        let gradient = DisplayList.Gradient(kind: .linear(start: CGPoint(x: 100, y: 0), end: CGPoint(x: 3900, y: 3)), stops: stops)
        let image = try pixels(of: gradient, width: 4000, height: 3)
        for y in 0..<3 {
            for x in 0..<4000 {
                let exact = gradient.color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let offset = (y * 4000 + x) * 4
                for (channel, value) in [exact.red, exact.green, exact.blue].enumerated()
                where abs(Double(image.rgba[offset + channel]) - value * 255) > 1 {
                    XCTFail("(\(x), \(y)) channel \(channel): \(image.rgba[offset + channel]), exact \(value * 255)")
                }
            }
        }
    }

    /// A gradient far shorter than its fill puts the table positions of most pixels beyond 2³⁰
    /// entries, where they are not stepped in fixed point: every pixel before the gradient's start
    /// has the first stop's colour and every pixel after its end the last stop's (the definition:
    /// the end colours outside the stops).
    func testAGradientFarShorterThanItsFillPaintsItsEndColours() throws {
        let stops = evenStops([.init(red: 1, green: 0, blue: 0), .init(red: 0, green: 0, blue: 1)])
        let gradient = DisplayList.Gradient(kind: .linear(start: CGPoint(x: 300, y: 0), end: CGPoint(x: 300.000001, y: 0)), stops: stops)
        let image = try pixels(of: gradient, width: 600, height: 2)
        for y in 0..<2 {
            for x in 0..<600 {
                let offset = (y * 600 + x) * 4
                let expected: [UInt8] = x < 300 ? [255, 0, 0, 255] : [0, 0, 255, 255]
                XCTAssertEqual(Array(image.rgba[offset..<offset + 4]), expected, "(\(x), \(y))")
            }
        }
    }

    /// Stops of `colors` spread evenly from 0 to 1.
    private func evenStops(_ colors: [DisplayList.RGBA]) -> [DisplayList.Gradient.Stop] {
        colors.enumerated().map { DisplayList.Gradient.Stop(color: $1, location: Double($0) / Double(colors.count - 1)) }
    }

    /// The pixels of a `width` × `height` picture that `gradient` fills wholly.
    private func pixels(of gradient: DisplayList.Gradient, width: Int, height: Int) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let rect = CGRect(x: 0, y: 0, width: width, height: height)
        let list = DisplayList(size: rect.size, items: [DisplayList.Item(.fillGradient(Path(rect), gradient: gradient, rule: .nonZero))])
        return try PNGRenderer().pixels(of: list)
    }
}
