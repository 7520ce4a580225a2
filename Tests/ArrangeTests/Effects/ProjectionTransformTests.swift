import XCTest
@testable import Arrange

/// `ProjectionTransform`: the 3 × 3 matrix algebra of Apple's documentation page (row-vector
/// convention, as `CGAffineTransform`), checked by arithmetic.
final class ProjectionTransformTests: XCTestCase {
    /// The identity maps points to themselves; an affine transform's projection maps points as the
    /// affine transform does.
    func testIdentityAndAffine() {
        XCTAssertTrue(ProjectionTransform().isIdentity)
        let affine = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: 7)
        let m = ProjectionTransform(affine)
        XCTAssertTrue(m.isAffine)
        XCTAssertFalse(m.isIdentity)
        XCTAssertEqual(CGPoint(x: 3, y: 4).applying(m), CGPoint(x: 3, y: 4).applying(affine))
    }

    /// Concatenation is "this, then that": translate by 10 then scale by 2 maps 1 → 22.
    func testConcatenation() {
        let m = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0)).concatenating(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(m), CGPoint(x: 22, y: 2))
    }

    /// The perspective divide: m13 = 0.1 makes w = 1 + 0.1 x, so (10, 10) → (10/2, 10/2) = (5, 5);
    /// the inverse maps it back; a singular matrix has no inverse and is left unchanged.
    func testPerspectiveAndInverse() {
        var m = ProjectionTransform()
        m.m13 = 0.1
        XCTAssertFalse(m.isAffine)
        XCTAssertEqual(CGPoint(x: 10, y: 10).applying(m), CGPoint(x: 5, y: 5))
        let back = CGPoint(x: 5, y: 5).applying(m.inverted())
        XCTAssertEqual(back.x, 10, accuracy: 1e-9)
        XCTAssertEqual(back.y, 10, accuracy: 1e-9)
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        XCTAssertFalse(singular.invert())
        XCTAssertEqual(singular, ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
    }

    /// A rotation about z is a plain 2-D rotation whatever the perspective (z stays 0): 90° about
    /// the centre of a 100 × 100 view takes the top-left corner (−50, −50 from the centre) to
    /// (50, −50), i.e. (100, 0), as `rotationEffect` turns clockwise on screen.
    func testRotationAboutZIsTwoDimensional() {
        let m = ProjectionTransform.rotation3D(.degrees(90), axis: (x: 0, y: 0, z: 1), anchor: CGPoint(x: 50, y: 50), anchorZ: 0,
                                               perspective: 1, size: CGSize(width: 100, height: 100))
        let corner = CGPoint(x: 0, y: 0).applying(m)
        XCTAssertEqual(corner.x, 100, accuracy: 1e-9)
        XCTAssertEqual(corner.y, 0, accuracy: 1e-9)
    }

    /// About x by 90° with anchorZ 0 and no perspective, the plane is seen edge-on: every point
    /// lands on the anchor's row (y = 50).
    func testRotationAboutXEdgeOn() {
        let m = ProjectionTransform.rotation3D(.degrees(90), axis: (x: 1, y: 0, z: 0), anchor: CGPoint(x: 50, y: 50), anchorZ: 0,
                                               perspective: 0, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(CGPoint(x: 20, y: 0).applying(m).y, 50, accuracy: 1e-9)
        XCTAssertEqual(CGPoint(x: 20, y: 0).applying(m).x, 20, accuracy: 1e-9)
    }
}
