/// A 3 × 3 matrix that maps points of a plane projectively (Apple's `ProjectionTransform`).
///
/// A point (x, y) maps to `((m11 x + m21 y + m31) / w, (m12 x + m22 y + m32) / w)` with
/// `w = m13 x + m23 y + m33`: the row-vector convention of `CGAffineTransform`, whose six values
/// are `m11 m12 m21 m22 m31 m32` with the third column `0 0 1`.
public struct ProjectionTransform: Equatable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat = 1
    /// Row 1, column 2.
    public var m12: CGFloat = 0
    /// Row 1, column 3 (the perspective term of x).
    public var m13: CGFloat = 0
    /// Row 2, column 1.
    public var m21: CGFloat = 0
    /// Row 2, column 2.
    public var m22: CGFloat = 1
    /// Row 2, column 3 (the perspective term of y).
    public var m23: CGFloat = 0
    /// Row 3, column 1 (the x translation).
    public var m31: CGFloat = 0
    /// Row 3, column 2 (the y translation).
    public var m32: CGFloat = 0
    /// Row 3, column 3.
    public var m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projection of an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }

    /// Whether the transform maps every point to itself.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine: its third column is `0 0 1`.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part (exact when ``isAffine``).
    var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    /// This transform followed by `rhs`: the matrix product `self × rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// Inverts the transform in place; returns false (and leaves it unchanged) when it has no
    /// inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let determinant = m11 * c11 + m21 * c12 + m31 * c13
        guard determinant != 0, determinant.isFinite else { return false }
        var r = ProjectionTransform()
        r.m11 = c11 / determinant
        r.m12 = c12 / determinant
        r.m13 = c13 / determinant
        r.m21 = (m23 * m31 - m21 * m33) / determinant
        r.m22 = (m11 * m33 - m13 * m31) / determinant
        r.m23 = (m13 * m21 - m11 * m23) / determinant
        r.m31 = (m21 * m32 - m22 * m31) / determinant
        r.m32 = (m12 * m31 - m11 * m32) / determinant
        r.m33 = (m11 * m22 - m12 * m21) / determinant
        self = r
        return true
    }

    /// The inverse of the transform; the transform itself when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// Whether every entry is finite.
    var isFinite: Bool { [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite) }
}
