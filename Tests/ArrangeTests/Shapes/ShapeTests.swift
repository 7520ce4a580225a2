import XCTest
@testable import Arrange

/// Built-in shapes' paths, their styles and the shape modifiers. Expected numbers: arithmetic on
/// the frames, and for continuous corners the published extent 1.52866483 × radius (see
/// `RoundedCornerStyle`).
final class ShapeTests: XCTestCase {
    private let square = CGRect(x: 0, y: 0, width: 100, height: 100)

    private func start(_ path: Path) -> CGPoint? {
        if case .move(let point) = path.elements.first { return point }
        return nil
    }

    /// SwiftUI's default corner style is `.continuous` (Apple's documentation of
    /// `init(cornerRadius:style:)`): a radius-10 corner reaches 15.2866 along the top.
    func testContinuousIsTheDefault() {
        XCTAssertEqual(RoundedRectangle(cornerRadius: 10).style, .continuous)
        XCTAssertEqual(start(RoundedRectangle(cornerRadius: 10).path(in: square))?.x ?? 0, 15.286_648_3, accuracy: 1e-6)
        XCTAssertEqual(start(RoundedRectangle(cornerRadius: 10, style: .circular).path(in: square)), CGPoint(x: 10, y: 0))
        XCTAssertEqual(start(Path(roundedRect: square, cornerSize: CGSize(width: 20, height: 10), style: .circular)), CGPoint(x: 20, y: 0))
        let box = RoundedRectangle(cornerRadius: 10).path(in: square).boundingRect
        XCTAssertEqual(box.width, 100, accuracy: 1e-9)
        XCTAssertEqual(box.height, 100, accuracy: 1e-9)
    }

    /// The continuous corner passes through 0.29150672 × radius from the corner on the diagonal
    /// (the middle curve's midpoint: (0.63149399 + 3·0.37282392 + 3·0.16905899 + 0.07491100) / 8,
    /// from the published coefficients in Docs/Differences.md, "Shapes and paths"), inside the
    /// circular corner's 1 − 1/√2 = 0.29289: with radius 10, between 2.90 and 2.92.
    func testContinuousCornerDiagonal() {
        let path = RoundedRectangle(cornerRadius: 10).path(in: square)
        XCTAssertTrue(path.contains(CGPoint(x: 2.92, y: 2.92)))
        XCTAssertFalse(path.contains(CGPoint(x: 2.9, y: 2.9)))
        XCTAssertFalse(RoundedRectangle(cornerRadius: 10, style: .circular).path(in: square).contains(CGPoint(x: 2.92, y: 2.92)))
    }

    /// Where 1.5287 × radius passes half the shorter side the corner is circular (our rule, see
    /// Docs/Differences.md): radius 40 in 100 × 100 starts at 40. A capsule is therefore the same
    /// in both styles. Radii clamp to half a side; negative radii are square corners.
    func testContinuousFallsBackToCircular() {
        XCTAssertEqual(start(RoundedRectangle(cornerRadius: 40).path(in: square)), CGPoint(x: 40, y: 0))
        let wide = CGRect(x: 0, y: 0, width: 100, height: 20)
        XCTAssertEqual(Capsule().path(in: wide), Capsule(style: .circular).path(in: wide))
        XCTAssertEqual(start(Capsule().path(in: wide)), CGPoint(x: 10, y: 0))
        XCTAssertEqual(start(RoundedRectangle(cornerRadius: 500, style: .circular).path(in: square)), CGPoint(x: 50, y: 0))
        XCTAssertEqual(start(RoundedRectangle(cornerRadius: -5).path(in: square)), CGPoint(x: 0, y: 0))
        XCTAssertTrue(RoundedRectangle(cornerRadius: .nan).path(in: square).isFinite)
    }

    /// Each corner of an uneven rounded rectangle has its own radius: only the top-leading
    /// corner is cut.
    func testUnevenRoundedRectangle() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular).path(in: square)
        XCTAssertEqual(start(path), CGPoint(x: 10, y: 0))
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 99, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 1, y: 99)))
        let member: UnevenRoundedRectangle = .rect(topLeadingRadius: 10, bottomTrailingRadius: 4)
        XCTAssertEqual(member.cornerRadii, RectangleCornerRadii(topLeading: 10, bottomTrailing: 4))
    }

    /// Insetting shrinks the frame on every side by the amount; a rounded rectangle's radius
    /// shrinks by it too (its outline stays parallel): radius 10 inset 4 → 6, continuous extent
    /// 4 + 6 × 1.52866483 = 13.1720.
    func testInsets() {
        let circle = Circle().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect
        XCTAssertEqual(circle, CGRect(x: 5, y: 5, width: 10, height: 10))
        XCTAssertEqual(start(RoundedRectangle(cornerRadius: 10).inset(by: 4).path(in: square))?.x ?? 0, 13.171_989, accuracy: 1e-5)
        XCTAssertEqual(Rectangle().inset(by: 2).inset(by: 3).path(in: square), Path(CGRect(x: 5, y: 5, width: 90, height: 90)))
        XCTAssertEqual(Rectangle().inset(by: 80).path(in: square), Path(CGRect(x: 50, y: 50, width: 0, height: 0)))
        XCTAssertEqual(ContainerRelativeShape().path(in: square), Path(square))
    }

    /// Offset, rotation and scale transform the path within the frame.
    func testTransformModifiers() {
        let frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(Rectangle().offset(x: 5, y: 3).path(in: frame).boundingRect, CGRect(x: 5, y: 3, width: 20, height: 10))
        let turned = Rectangle().rotation(.degrees(90)).path(in: frame).boundingRect
        XCTAssertEqual(turned.minX, 5, accuracy: 1e-9)
        XCTAssertEqual(turned.minY, -5, accuracy: 1e-9)
        XCTAssertEqual(turned.width, 10, accuracy: 1e-9)
        XCTAssertEqual(turned.height, 20, accuracy: 1e-9)
        XCTAssertEqual(Rectangle().scale(2, anchor: .topLeading).path(in: frame).boundingRect, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(Rectangle().scale(x: 0.5).path(in: frame).boundingRect, CGRect(x: 5, y: 0, width: 10, height: 10))
    }

    /// `AnyShape` draws the shape it wraps; the static members make the named shapes.
    func testAnyShapeAndMembers() {
        XCTAssertEqual(AnyShape(Circle()).path(in: square), Circle().path(in: square))
        XCTAssertEqual(AnyShape(AnyShape(Ellipse())).path(in: square), Ellipse().path(in: square))
        let rounded: RoundedRectangle = .rect(cornerRadius: 8, style: .circular)
        XCTAssertEqual(rounded.style, .circular)
        let sized: RoundedRectangle = .rect(cornerSize: CGSize(width: 4, height: 2))
        XCTAssertEqual(sized.cornerSize, CGSize(width: 4, height: 2))
        let capsule: Capsule = .capsule(style: .circular)
        XCTAssertEqual(capsule.style, .circular)
    }

    /// `fill(_:style:)` with `FillStyle(eoFill: true)` fills by the even-odd rule in the display list.
    func testEvenOddFillReachesTheDisplayList() {
        let rings = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        }
        let list = LayoutSnapshot(of: rings.fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 10, height: 10),
                                  in: CGSize(width: 10, height: 10)).displayList
        XCTAssertTrue(list.description.contains("fill evenodd"), list.description)
        let plain = LayoutSnapshot(of: rings.fill(Color.red).frame(width: 10, height: 10), in: CGSize(width: 10, height: 10)).displayList
        XCTAssertFalse(plain.description.contains("evenodd"), plain.description)
    }
}
