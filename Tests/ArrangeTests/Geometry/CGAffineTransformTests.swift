#if !canImport(CoreGraphics)
import XCTest
@testable import Arrange

/// Expected values below are derived by hand from the CoreGraphics formulas
/// documented for `CGAffineTransform` / `CGPointApplyAffineTransform`:
///   x' = a·x + c·y + tx,   y' = b·x + d·y + ty
///   rotation(θ) = [a: cos θ, b: sin θ, c: −sin θ, d: cos θ, tx: 0, ty: 0]
///   t1.concatenating(t2) applies t1 first, then t2 (matrix product t1 × t2)
/// and `CGSizeApplyAffineTransform`: w' = a·w + c·h, h' = b·w + d·h.
final class CGAffineTransformTests: XCTestCase {
    private let accuracy: CGFloat = 1e-9

    private func assertEqual(_ p: CGPoint, _ q: CGPoint,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, q.x, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(p.y, q.y, accuracy: accuracy, "y", file: file, line: line)
    }

    private func assertEqual(_ r: CGRect, _ s: CGRect,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(r.minX, s.minX, accuracy: accuracy, "minX", file: file, line: line)
        XCTAssertEqual(r.minY, s.minY, accuracy: accuracy, "minY", file: file, line: line)
        XCTAssertEqual(r.width, s.width, accuracy: accuracy, "width", file: file, line: line)
        XCTAssertEqual(r.height, s.height, accuracy: accuracy, "height", file: file, line: line)
    }

    private func assertEqual(_ t: CGAffineTransform, _ u: CGAffineTransform,
                             file: StaticString = #filePath, line: UInt = #line) {
        let lhs = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        let rhs = [u.a, u.b, u.c, u.d, u.tx, u.ty]
        for (index, (l, r)) in zip(lhs, rhs).enumerated() {
            XCTAssertEqual(l, r, accuracy: accuracy, "entry \(index)", file: file, line: line)
        }
    }

    func testIdentity() {
        // Identity matrix: a = d = 1, everything else 0.
        let identity = CGAffineTransform()
        XCTAssertEqual(identity, CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        XCTAssertEqual(CGAffineTransform.identity, identity)
        XCTAssertTrue(identity.isIdentity)
        XCTAssertFalse(CGAffineTransform(translationX: 1, y: 0).isIdentity)
        XCTAssertEqual(CGPoint(x: 3, y: -4).applying(.identity), CGPoint(x: 3, y: -4))
    }

    func testFactoryMatrices() {
        XCTAssertEqual(CGAffineTransform(scaleX: 2, y: 3),
                       CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        XCTAssertEqual(CGAffineTransform(translationX: 5, y: -7),
                       CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -7))
        // rotation(90°) = [cos 90°, sin 90°, −sin 90°, cos 90°] = [0, 1, −1, 0].
        assertEqual(CGAffineTransform(rotationAngle: .pi / 2),
                    CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    }

    func testRotationOfPointBy120Degrees() {
        // (0, −r) rotated by 120°:
        //   x' = cos·0 + (−sin 120°)·(−r) = r·sin 120° = r·√3/2 ≈ 0.866r
        //   y' = sin·0 + cos 120°·(−r)    = −r·cos 120° = 0.5r
        let r: CGFloat = 10
        let rotation = CGAffineTransform(rotationAngle: 120 * .pi / 180)
        let rotated = CGPoint(x: 0, y: -r).applying(rotation)
        assertEqual(rotated, CGPoint(x: r * 3.0.squareRoot() / 2, y: 0.5 * r))
    }

    func testPointApplyingGeneralMatrix() {
        // [a 1, b 2, c 3, d 4, tx 5, ty 6] on (7, 8):
        //   x' = 1·7 + 3·8 + 5 = 36,   y' = 2·7 + 4·8 + 6 = 52
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(CGPoint(x: 7, y: 8).applying(t), CGPoint(x: 36, y: 52))
    }

    func testConcatenationAppliesReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let p = CGPoint(x: 1, y: 1)
        // scale then translate: (1,1) → (2,2) → (12,2).
        XCTAssertEqual(p.applying(scale.concatenating(translate)), CGPoint(x: 12, y: 2))
        // translate then scale: (1,1) → (11,1) → (22,2).
        XCTAssertEqual(p.applying(translate.concatenating(scale)), CGPoint(x: 22, y: 2))
    }

    func testConcatenationMatrixProduct() {
        // t1 × t2 with t1 = [1,2,3,4,5,6], t2 = [7,8,9,10,11,12] (row-vector convention):
        //   a  = 1·7 + 2·9 = 25        b  = 1·8 + 2·10 = 28
        //   c  = 3·7 + 4·9 = 57        d  = 3·8 + 4·10 = 64
        //   tx = 5·7 + 6·9 + 11 = 100  ty = 5·8 + 6·10 + 12 = 112
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        XCTAssertEqual(t1.concatenating(t2),
                       CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    func testRotatedScaledTranslatedPrependTheNewOperation() {
        let base = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // CoreGraphics: t.rotated(by: r) == rotation(r).concatenating(t), etc.
        assertEqual(base.rotated(by: 0.3),
                    CGAffineTransform(rotationAngle: 0.3).concatenating(base))
        XCTAssertEqual(base.scaledBy(x: 2, y: 3),
                       CGAffineTransform(scaleX: 2, y: 3).concatenating(base))
        XCTAssertEqual(base.translatedBy(x: 7, y: 8),
                       CGAffineTransform(translationX: 7, y: 8).concatenating(base))

        // Translation of (7, 8) happens first, in the untransformed space:
        // identity.scaledBy(2,2).translatedBy(10,0) maps (0,0) → (10,0) → (20,0).
        let t = CGAffineTransform.identity.scaledBy(x: 2, y: 2).translatedBy(x: 10, y: 0)
        XCTAssertEqual(CGPoint.zero.applying(t), CGPoint(x: 20, y: 0))
    }

    func testInversionRoundTrips() {
        let t = CGAffineTransform(rotationAngle: 0.7)
            .concatenating(CGAffineTransform(scaleX: 2, y: -3))
            .concatenating(CGAffineTransform(translationX: 4, y: 5))
        let inverse = t.inverted()
        assertEqual(t.concatenating(inverse), .identity)
        assertEqual(inverse.concatenating(t), .identity)
        let p = CGPoint(x: -1.5, y: 2.25)
        assertEqual(p.applying(t).applying(inverse), p)
    }

    func testInverseOfSimpleTransforms() {
        // Inverse of scale(2, 4) is scale(1/2, 1/4); inverse of translate(3, −2) is translate(−3, 2).
        XCTAssertEqual(CGAffineTransform(scaleX: 2, y: 4).inverted(),
                       CGAffineTransform(scaleX: 0.5, y: 0.25))
        XCTAssertEqual(CGAffineTransform(translationX: 3, y: -2).inverted(),
                       CGAffineTransform(translationX: -3, y: 2))
    }

    func testNonInvertibleReturnsSelf() {
        // CGAffineTransformInvert docs: "If the affine transform ... cannot be
        // inverted, the affine transform is returned unchanged."
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 5)  // det = 1·4 − 2·2 = 0
        XCTAssertEqual(singular.inverted(), singular)
        let zeroScale = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(zeroScale.inverted(), zeroScale)
    }

    func testSizeApplyingIgnoresTranslationAndMayBeNegative() {
        // w' = a·w + c·h, h' = b·w + d·h; tx/ty ignored.
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 100, ty: 200)
        XCTAssertEqual(CGSize(width: 5, height: 6).applying(t), CGSize(width: 23, height: 34))
        // Rotation by 90° = [0, 1, −1, 0]: (w, h) → (−h, w).
        let rotated = CGSize(width: 10, height: 4).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(rotated.width, -4, accuracy: accuracy)
        XCTAssertEqual(rotated.height, 10, accuracy: accuracy)
    }

    func testRectApplyingScaleAndTranslation() {
        // Corners (1,2),(4,2),(1,6),(4,6) scaled by (2,3) then translated by (10,20):
        // → (12,26),(18,26),(12,38),(18,38): bounding box x 12…18, y 26…38.
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        assertEqual(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t),
                    CGRect(x: 12, y: 26, width: 6, height: 12))
    }

    func testRectApplyingRotationGivesBoundingBox() {
        // Rotation by 45° maps corners of (0,0,2,2): (0,0)→(0,0); (2,0)→(√2, √2);
        // (0,2)→(−√2, √2); (2,2)→(0, 2√2). Bounding box x −√2…√2, y 0…2√2.
        let s = 2.0.squareRoot()
        let result = CGRect(x: 0, y: 0, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        assertEqual(result, CGRect(x: -s, y: 0, width: 2 * s, height: 2 * s))
    }

    func testRectApplyingStandardizesAndNegativeScale() {
        // (10,10,−4,−2) standardizes to (6,8,4,2); scale(−1,1) maps x 6…10 → −10…−6.
        let result = CGRect(x: 10, y: 10, width: -4, height: -2).applying(CGAffineTransform(scaleX: -1, y: 1))
        assertEqual(result, CGRect(x: -10, y: 8, width: 4, height: 2))
    }

    func testRectApplyingNullAndInfinite() {
        let t = CGAffineTransform(translationX: 5, y: 5)
        XCTAssertTrue(CGRect.null.applying(t).isNull)
        XCTAssertTrue(CGRect.infinite.applying(t).isInfinite)
    }

    func testCodableRoundTrip() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let data = try JSONEncoder().encode(t)
        // CoreGraphics encodes the six entries as an array [a, b, c, d, tx, ty].
        XCTAssertEqual(try JSONDecoder().decode([Double].self, from: data), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(try JSONDecoder().decode(CGAffineTransform.self, from: data), t)
    }
}
#endif
