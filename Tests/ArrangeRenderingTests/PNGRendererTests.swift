import XCTest
import Arrange
@testable import ArrangeRendering

/// PNG images decoded back to pixels; the expected values follow from the geometry.
final class PNGRendererTests: XCTestCase {
    private let red: [UInt8] = [255, 59, 48, 255]
    private let clear: [UInt8] = [0, 0, 0, 0]

    private func render(_ list: DisplayList, scale: CGFloat = 1, isOpaque: Bool = false) throws -> DecodedPNG {
        try DecodedPNG(PNGRenderer(scale: scale, isOpaque: isOpaque).render(list))
    }

    private func list(_ size: CGFloat, _ items: [DisplayList.Content]) -> DisplayList {
        DisplayList(size: CGSize(width: size, height: size), items: items.map { DisplayList.Item($0) })
    }

    private let black = DisplayList.RGBA.black

    func testRectangleAtDoubleScale() throws {
        // A red 20×10 rectangle at the left of a 30×10 canvas, 2 pixels a point: 60×20 pixels,
        // red up to x = 40.
        let view = Color.red.frame(width: 20, height: 10).frame(width: 30, alignment: .leading)
        let image = try render(displayList(view, width: 30, height: 10), scale: 2)
        XCTAssertEqual(image.width, 60)
        XCTAssertEqual(image.height, 20)
        XCTAssertEqual(image[5, 5], red)
        XCTAssertEqual(image[39, 19], red)
        XCTAssertEqual(image[40, 0], clear)
        XCTAssertEqual(image[45, 5], clear)
    }

    func testAntialiasedEdgeCoversHalfAPixel() throws {
        // The rectangle's right edge at x = 10.5 covers pixel 10 by half; its colour stays red.
        let image = try render(list(20, [.fill(Path(CGRect(x: 0, y: 0, width: 10.5, height: 10)), color: DisplayList.RGBA(Color.red), rule: .nonZero)]))
        XCTAssertEqual(image[9, 5], red)
        // Stored premultiplied in 8 bits, the colour may come back off by one.
        XCTAssertEqual(image.alpha(10, 5), 128)
        XCTAssertEqual(zip(image[10, 5].prefix(3), red).map { abs(Int($0) - Int($1)) }.max()! <= 1, true, "\(image[10, 5])")
        XCTAssertEqual(image[11, 5], clear)
        // A horizontal edge at y = 3.25: a quarter of pixel row 3.
        let lower = try render(list(20, [.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 3.25)), color: black, rule: .nonZero)]))
        XCTAssertEqual(lower.alpha(5, 3), 64)
    }

    func testNonZeroAndEvenOddRules() throws {
        // Two nested squares drawn the same way round: non-zero fills the hole, even-odd doesn't.
        var path = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
        path.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        let nonZero = try render(list(20, [.fill(path, color: black, rule: .nonZero)]))
        let evenOdd = try render(list(20, [.fill(path, color: black, rule: .evenOdd)]))
        XCTAssertEqual(nonZero.alpha(10, 10), 255)
        XCTAssertEqual(evenOdd.alpha(10, 10), 0)
        XCTAssertEqual(evenOdd.alpha(2, 2), 255)
    }

    func testCircleIsFilledInsideAndAntialiasedOnItsEdge() throws {
        let image = try render(list(20, [.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), color: black, rule: .nonZero)]))
        XCTAssertEqual(image.alpha(10, 10), 255)
        XCTAssertEqual(image.alpha(0, 0), 0)
        // Pixel (3, 2) straddles the circle (its centre is 9.92 from the circle's): partly covered.
        XCTAssertGreaterThan(image.alpha(3, 2), 64)
        XCTAssertLessThan(image.alpha(3, 2), 192)
    }

    func testLineCaps() throws {
        // A horizontal line from (10, 10) to (30, 10), 4 wide: rows 8 to 11.
        var line = Path()
        line.move(to: CGPoint(x: 10, y: 10))
        line.addLine(to: CGPoint(x: 30, y: 10))
        func image(_ cap: CGLineCap) throws -> DecodedPNG {
            try render(list(40, [.stroke(line, color: black, style: StrokeStyle(lineWidth: 4, lineCap: cap))]))
        }
        let butt = try image(.butt), square = try image(.square), round = try image(.round)
        XCTAssertEqual(butt.alpha(20, 8), 255)
        XCTAssertEqual(butt.alpha(20, 7), 0)
        XCTAssertEqual(butt.alpha(9, 9), 0)
        XCTAssertEqual(square.alpha(8, 9), 255) // extends 2 points past the end
        XCTAssertEqual(square.alpha(7, 9), 0)
        XCTAssertEqual(square.alpha(31, 11), 255)
        XCTAssertGreaterThan(round.alpha(8, 9), 128) // the half circle around (10, 10)
        XCTAssertLessThan(round.alpha(8, 8), 255)
        XCTAssertEqual(round.alpha(7, 9), 0)
    }

    func testLineJoins() throws {
        // Right along y = 30, then up along x = 30, 4 wide: the outer corner is at (32, 32).
        var corner = Path()
        corner.move(to: CGPoint(x: 10, y: 30))
        corner.addLine(to: CGPoint(x: 30, y: 30))
        corner.addLine(to: CGPoint(x: 30, y: 10))
        func image(_ join: CGLineJoin) throws -> DecodedPNG {
            try render(list(40, [.stroke(corner, color: black, style: StrokeStyle(lineWidth: 4, lineJoin: join))]))
        }
        let miter = try image(.miter), bevel = try image(.bevel), round = try image(.round)
        XCTAssertEqual(miter.alpha(31, 31), 255)
        XCTAssertEqual(bevel.alpha(31, 31), 0) // beyond the bevel's cut x + y = 62
        XCTAssertGreaterThan(round.alpha(31, 31), 0)
        XCTAssertLessThan(round.alpha(31, 31), 255)
        XCTAssertEqual(bevel.alpha(30, 30), 255)
        // A sharp turn exceeds the miter limit and is bevelled.
        var sharp = Path()
        sharp.move(to: CGPoint(x: 0, y: 20))
        sharp.addLine(to: CGPoint(x: 30, y: 21))
        sharp.addLine(to: CGPoint(x: 0, y: 22))
        let limited = try render(list(40, [.stroke(sharp, color: black, style: StrokeStyle(lineWidth: 2, miterLimit: 4))]))
        XCTAssertEqual(limited.alpha(35, 21), 0)
    }

    func testClosedStrokeHasNoGapAtItsStart() throws {
        let image = try render(list(20, [.stroke(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), color: black, style: StrokeStyle(lineWidth: 2))]))
        XCTAssertEqual(image.alpha(4, 4), 255) // the mitred corner where the path starts and closes
        XCTAssertEqual(image.alpha(10, 10), 0)
    }

    func testRectangularAndPathClips() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
        let clipped = try render(list(20, [
            .pushClip(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), rule: .nonZero),
            .fill(square, color: DisplayList.RGBA(Color.red), rule: .nonZero),
            .popClip,
            .fill(Path(CGRect(x: 15, y: 15, width: 5, height: 5)), color: black, rule: .nonZero),
        ]))
        XCTAssertEqual(clipped[5, 5], red)
        XCTAssertEqual(clipped[15, 5], clear)
        XCTAssertEqual(clipped.alpha(17, 17), 255) // drawn after the pop: not clipped
        let circle = try render(list(20, [.pushClip(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), rule: .nonZero),
                                          .fill(square, color: black, rule: .nonZero), .popClip]))
        XCTAssertEqual(circle.alpha(10, 10), 255)
        XCTAssertEqual(circle.alpha(0, 0), 0)
        // Nested clips intersect.
        let nested = try render(list(20, [.pushClip(Path(CGRect(x: 0, y: 0, width: 10, height: 20)), rule: .nonZero),
                                          .pushClip(Path(CGRect(x: 5, y: 0, width: 15, height: 20)), rule: .nonZero),
                                          .fill(square, color: black, rule: .nonZero), .popClip, .popClip]))
        XCTAssertEqual([nested.alpha(2, 2), nested.alpha(7, 2), nested.alpha(12, 2)], [0, 255, 0])
    }

    func testGroupOpacityCompositesTheGroupOnce() throws {
        // Two overlapping opaque squares in a 50 % group: the overlap is 50 %, not 75 %.
        let image = try render(list(20, [
            .pushOpacity(0.5),
            .fill(Path(CGRect(x: 0, y: 0, width: 15, height: 10)), color: black, rule: .nonZero),
            .fill(Path(CGRect(x: 5, y: 0, width: 15, height: 10)), color: black, rule: .nonZero),
            .popOpacity,
        ]))
        XCTAssertEqual(image.alpha(10, 5), 128)
        XCTAssertEqual(image.alpha(2, 5), 128)
        XCTAssertEqual(image.alpha(10, 15), 0)
    }

    func testSourceOverCompositingOfTranslucentColours() throws {
        let half = DisplayList.RGBA(red: 0, green: 0, blue: 1, opacity: 0.5)
        let image = try render(list(10, [
            .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: DisplayList.RGBA(red: 1, green: 0, blue: 0), rule: .nonZero),
            .fill(Path(CGRect(x: 0, y: 0, width: 5, height: 10)), color: half, rule: .nonZero),
        ]))
        XCTAssertEqual(image[2, 2], [128, 0, 128, 255])
        XCTAssertEqual(image[7, 2], [255, 0, 0, 255])
        let alone = try render(list(10, [.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 10)), color: half, rule: .nonZero)]))
        XCTAssertEqual(alone[2, 2], [0, 0, 255, 128]) // straight alpha in the file
    }

    func testAffineTransforms() throws {
        let unit = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let moved = try render(list(20, [.pushTransform(CGAffineTransform(translationX: 10, y: 0)),
                                         .fill(unit, color: black, rule: .nonZero), .popTransform]))
        XCTAssertEqual([moved.alpha(5, 5), moved.alpha(15, 5)], [0, 255])
        // Scale 2 then translate by (0, 10) in the scaled space: (0, 20)–(20, 40) in a 40 canvas.
        let nested = try render(list(40, [.pushTransform(CGAffineTransform(scaleX: 2, y: 2)),
                                          .pushTransform(CGAffineTransform(translationX: 0, y: 10)),
                                          .fill(unit, color: black, rule: .nonZero), .popTransform, .popTransform]))
        XCTAssertEqual([nested.alpha(10, 10), nested.alpha(10, 30), nested.alpha(30, 30)], [0, 255, 0])
        // A quarter turn about the origin maps the unit square to x in −10…0: off the canvas.
        let turned = try render(list(20, [.pushTransform(CGAffineTransform(rotationAngle: .pi / 2)),
                                          .fill(unit, color: black, rule: .nonZero), .popTransform]))
        XCTAssertEqual(turned.rgba.allSatisfy { $0 == 0 }, true)
        // A stroke under a scale is as wide as the scaled line.
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 5))
        line.addLine(to: CGPoint(x: 10, y: 5))
        let thick = try render(list(20, [.pushTransform(CGAffineTransform(scaleX: 2, y: 2)),
                                         .stroke(line, color: black, style: StrokeStyle(lineWidth: 2)), .popTransform]))
        XCTAssertEqual([thick.alpha(5, 7), thick.alpha(5, 8), thick.alpha(5, 11), thick.alpha(5, 12)], [0, 255, 255, 0])
    }

    func testOpaqueImagesHaveAWhiteBackground() throws {
        let image = try render(list(4, [.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 4)), color: DisplayList.RGBA(Color.red), rule: .nonZero)]), isOpaque: true)
        XCTAssertEqual(image[0, 0], red)
        XCTAssertEqual(image[3, 3], [255, 255, 255, 255])
    }

    func testTextRendersInsideItsFrame() throws {
        let snapshot = LayoutSnapshot(of: Text("Hello").id("t"), in: CGSize(width: 60, height: 30))
        let frame = snapshot.frame(of: "t")!
        let image = try render(snapshot.displayList, scale: 2)
        var inked = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.alpha(x, y) > 0 {
                inked += 1
                XCTAssertTrue(frame.insetBy(dx: -0.5, dy: -0.5).contains(CGPoint(x: CGFloat(x) / 2, y: CGFloat(y) / 2)), "(\(x), \(y))")
            }
        }
        XCTAssertGreaterThan(inked, 100)
    }

    func testChunksAndChecksums() throws {
        let data = try PNGRenderer().render(list(3, [.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: black, rule: .nonZero)]))
        let bytes = [UInt8](data)
        XCTAssertEqual(Array(bytes[12..<16]), Array("IHDR".utf8))
        XCTAssertEqual(Array(bytes.suffix(12)), [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
        XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        let image = try DecodedPNG(data) // verifies every CRC and the zlib stream
        XCTAssertEqual(image.alpha(0, 0), 255)
        XCTAssertEqual(image.alpha(1, 0), 0)
    }

    func testRenderingIsDeterministic() throws {
        let view = ZStack { Circle().fill(Color.green); Text("Ok") }.frame(width: 40, height: 40)
        let list = displayList(view, width: 40, height: 40)
        XCTAssertEqual(try PNGRenderer(scale: 2).render(list), try PNGRenderer(scale: 2).render(list))
    }
}
