import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// `transformEffect`, `projectionEffect` and `rotation3DEffect` drawn by both renderers; the
/// projected corners follow from the perspective formula (Docs/Differences.md, "Effects").
final class TransformEffectRenderingTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)

    private func image<V: View>(_ view: V, width: CGFloat, height: CGFloat) throws -> DecodedPNG {
        try DecodedPNG(PNGRenderer(scale: 1, isOpaque: true).render(displayList(view, width: width, height: height)))
    }

    /// Apple: `transformEffect` applies the transform in the view's own coordinates; a view at
    /// x 10 scaled by 2 horizontally covers 10…30, not 20…40. Its frame is unchanged.
    func testTransformEffectIsInTheViewsCoordinates() throws {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 10)
            red.frame(width: 10, height: 10).transformEffect(CGAffineTransform(scaleX: 2, y: 1)).id("t")
        }.frame(width: 40, height: 10, alignment: .leading)
        let picture = try image(view, width: 40, height: 10)
        XCTAssertEqual(picture[5, 5], [255, 255, 255, 255])
        XCTAssertEqual(picture[25, 5], [255, 0, 0, 255])
        XCTAssertEqual(picture[35, 5], [255, 255, 255, 255])
        XCTAssertEqual(displayList(view, width: 40, height: 10).items.first?.content, .pushTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: -10, ty: 0)))
        let size = CGSize(width: 40, height: 10)
        XCTAssertEqual(LayoutSnapshot(of: view, in: size).frame(of: "t"), CGRect(x: 10, y: 0, width: 10, height: 10))
    }

    /// An affine `ProjectionTransform` is a translation like the transform it was made from; a
    /// perspective term w = 1 + x/10 (m13 = 0.1) maps the square's right edge x = 10 to 10 / 2 = 5.
    func testProjectionEffect() throws {
        let shifted = red.frame(width: 10, height: 10).projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 10, y: 0)))
            .frame(width: 30, height: 10, alignment: .leading)
        let picture = try image(shifted, width: 30, height: 10)
        XCTAssertEqual(picture[5, 5], [255, 255, 255, 255])
        XCTAssertEqual(picture[15, 5], [255, 0, 0, 255])
        var perspective = ProjectionTransform()
        perspective.m13 = 0.1
        let squeezed = red.frame(width: 10, height: 10).projectionEffect(perspective).frame(width: 20, height: 10, alignment: .leading)
        let list = displayList(squeezed, width: 20, height: 10)
        let narrow = try DecodedPNG(PNGRenderer(scale: 1, isOpaque: true).render(list))
        XCTAssertEqual(narrow[1, 0], [255, 0, 0, 255])   // (1.5, 0.5) ← (1.76, 0.59): inside
        XCTAssertEqual(narrow[7, 5], [255, 255, 255, 255]) // right of x = 5
        // The SVG writes the projected path: (0, 0) stays, (10, 0) → (5, 0), (10, 10) → (5, 5),
        // (0, 10) stays (w = 1 at x = 0).
        let svg = SVGRenderer().render(list)
        XCTAssertTrue(svg.contains("<path d=\"M0 0H5V5L0 10Z\" fill=\"#FF0000\"/>"), svg)
    }

    /// `rotation3DEffect(60°, axis: y)` of a 100 × 100 view, anchored at its centre, perspective 1:
    /// the viewer is max(100, 100) / 1 = 100 in front. The right edge (u = 50) turns to x' = 50 cos 60°
    /// = 25 and z' = −50 sin 60° = −43.30, so w = 1 + 0.433 = 1.433 and it lands at
    /// x = 50 + 25 / 1.433 = 67.45, y from 50 ∓ 50 / 1.433 = 15.11 … 84.89. The left edge comes
    /// nearer (w = 0.567): x = 50 − 25 / 0.567 = 5.91.
    func testRotation3DCornersFollowThePerspectiveFormula() throws {
        let view = red.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        let list = displayList(view, width: 100, height: 100)
        guard case .pushProjection(let m)? = list.items.first?.content else { return XCTFail(list.description) }
        let topRight = CGPoint(x: 100, y: 0).applying(m), bottomRight = CGPoint(x: 100, y: 100).applying(m)
        XCTAssertEqual(topRight.x, 67.446, accuracy: 0.01)
        XCTAssertEqual(topRight.y, 15.108, accuracy: 0.01)
        XCTAssertEqual(bottomRight.y, 84.892, accuracy: 0.01)
        XCTAssertEqual(CGPoint(x: 0, y: 50).applying(m).x, 5.910, accuracy: 0.01)
        let picture = try DecodedPNG(PNGRenderer(scale: 1, isOpaque: true).render(list))
        XCTAssertEqual(picture[66, 50], [255, 0, 0, 255])
        XCTAssertEqual(picture[69, 50], [255, 255, 255, 255])
        XCTAssertEqual(picture[7, 50], [255, 0, 0, 255])
        XCTAssertEqual(picture[4, 50], [255, 255, 255, 255])
        XCTAssertEqual(picture[66, 12], [255, 255, 255, 255]) // above the far edge's top
        XCTAssertTrue(SVGRenderer().render(list).contains("67.446"))
        // The frame is unchanged.
        let size = CGSize(width: 100, height: 100)
        XCTAssertEqual(LayoutSnapshot(of: view.id("r"), in: size).frame(of: "r"), CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// Perspective 0 is orthographic: the 60° turn about y only narrows the view to 100 cos 60° = 50
    /// around its centre (25…75), full height.
    func testOrthographicRotation() throws {
        let list = displayList(red.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0),
                               width: 100, height: 100)
        guard case .pushProjection(let m)? = list.items.first?.content else { return XCTFail(list.description) }
        XCTAssertTrue(m.isAffine)
        XCTAssertEqual(CGPoint(x: 100, y: 0).applying(m).x, 75, accuracy: 1e-9)
        XCTAssertEqual(CGPoint(x: 0, y: 100).applying(m).x, 25, accuracy: 1e-9)
        XCTAssertEqual(CGPoint(x: 0, y: 100).applying(m).y, 100, accuracy: 1e-9)
        XCTAssertTrue(SVGRenderer().render(list).contains("<g transform=\"matrix(0.5 0 0 1 25 0)\">"))
    }

    /// Bad values: a zero axis and a non-finite angle are reported and drawn unrotated; a
    /// non-finite transform or projection draws nothing.
    func testBadTransformsAreReported() throws {
        let zeroAxis = LayoutSnapshot(of: red.frame(width: 10, height: 10).rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 0)), in: CGSize(width: 10, height: 10))
        XCTAssertTrue(zeroAxis.diagnostics.contains { $0.message.contains("axis is (0, 0, 0)") }, "\(zeroAxis.diagnostics)")
        XCTAssertEqual(try DecodedPNG(PNGRenderer(scale: 1, isOpaque: true).render(zeroAxis.displayList))[0, 0], [255, 0, 0, 255])
        let nanAngle = LayoutSnapshot(of: red.frame(width: 10, height: 10).rotation3DEffect(.radians(.nan), axis: (x: 1, y: 0, z: 0)), in: CGSize(width: 10, height: 10))
        XCTAssertTrue(nanAngle.diagnostics.contains { $0.message.contains("rotation3DEffect has a non-finite value") })
        var broken = ProjectionTransform()
        broken.m13 = .nan
        for view in [AnyView(red.frame(width: 10, height: 10).projectionEffect(broken)),
                     AnyView(red.frame(width: 10, height: 10).transformEffect(CGAffineTransform(translationX: .infinity, y: 0)))] {
            let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 10, height: 10))
            XCTAssertEqual(snapshot.diagnostics.count, 1, "\(snapshot.diagnostics)")
            XCTAssertEqual(try DecodedPNG(PNGRenderer(scale: 1, isOpaque: true).render(snapshot.displayList))[5, 5], [255, 255, 255, 255])
            XCTAssertFalse(SVGRenderer().render(snapshot.displayList).contains("nan"))
        }
    }
}
