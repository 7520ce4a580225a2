#if !canImport(Darwin)

/// An affine transformation matrix for use in drawing 2D graphics.
///
/// A stand-in for CoreGraphics' `CGAffineTransform` on platforms that lack
/// CoreGraphics. It has the same layout and semantics: the matrix
///
///     | a   b   0 |
///     | c   d   0 |
///     | tx  ty  1 |
///
/// multiplies a row vector `[x y 1]` from the left, so a point maps to
/// `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// The entry at position [1,1] in the matrix.
    public var a: CGFloat
    /// The entry at position [1,2] in the matrix.
    public var b: CGFloat
    /// The entry at position [2,1] in the matrix.
    public var c: CGFloat
    /// The entry at position [2,2] in the matrix.
    public var d: CGFloat
    /// The entry at position [3,1] in the matrix (the x translation).
    public var tx: CGFloat
    /// The entry at position [3,2] in the matrix (the y translation).
    public var ty: CGFloat

    /// Creates the identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from the six variable matrix entries.
    ///
    /// - Parameters:
    ///   - a: The entry at position [1,1].
    ///   - b: The entry at position [1,2].
    ///   - c: The entry at position [2,1].
    ///   - d: The entry at position [2,2].
    ///   - tx: The entry at position [3,1] (x translation).
    ///   - ty: The entry at position [3,2] (y translation).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform that rotates by the given angle.
    ///
    /// The resulting matrix is `[cos θ, sin θ, −sin θ, cos θ, 0, 0]`.
    ///
    /// - Parameter angle: The rotation angle in radians. In a y-down
    ///   coordinate space a positive angle rotates clockwise.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        let sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Creates a transform that scales by the given factors.
    ///
    /// - Parameters:
    ///   - sx: The factor by which to scale the x-axis.
    ///   - sy: The factor by which to scale the y-axis.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that translates by the given offsets.
    ///
    /// - Parameters:
    ///   - tx: The offset along the x-axis.
    ///   - ty: The offset along the y-axis.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A Boolean value that indicates whether the transform is the identity.
    public var isIdentity: Bool {
        self == .identity
    }

    /// Returns the transform that applies this transform and then another.
    ///
    /// - Parameter t2: The transform applied after `self`.
    /// - Returns: The matrix product `self × t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        let t1 = self
        return CGAffineTransform(
            a: t1.a * t2.a + t1.b * t2.c,
            b: t1.a * t2.b + t1.b * t2.d,
            c: t1.c * t2.a + t1.d * t2.c,
            d: t1.c * t2.b + t1.d * t2.d,
            tx: t1.tx * t2.a + t1.ty * t2.c + t2.tx,
            ty: t1.tx * t2.b + t1.ty * t2.d + t2.ty
        )
    }

    /// Returns the inverse of the transform.
    ///
    /// As in CoreGraphics, a transform that cannot be inverted (its
    /// determinant is zero or not finite) is returned unchanged.
    ///
    /// - Returns: The inverse transform, or `self` if none exists.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }

    /// Returns a transform that rotates and then applies this transform.
    ///
    /// - Parameter angle: The rotation angle in radians.
    /// - Returns: `CGAffineTransform(rotationAngle: angle).concatenating(self)`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns a transform that scales and then applies this transform.
    ///
    /// - Parameters:
    ///   - sx: The factor by which to scale the x-axis.
    ///   - sy: The factor by which to scale the y-axis.
    /// - Returns: `CGAffineTransform(scaleX: sx, y: sy).concatenating(self)`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a transform that translates and then applies this transform.
    ///
    /// - Parameters:
    ///   - tx: The offset along the x-axis.
    ///   - ty: The offset along the y-axis.
    /// - Returns: `CGAffineTransform(translationX: tx, y: ty).concatenating(self)`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
}

extension CGAffineTransform: Codable {
    /// Creates a transform by decoding the six entries `[a, b, c, d, tx, ty]`
    /// from an unkeyed container, matching CoreGraphics' encoding.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self)
        let b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self)
        let d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self)
        let ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes the six entries `[a, b, c, d, tx, ty]` into an unkeyed
    /// container, matching CoreGraphics' encoding.
    ///
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
        try container.encode(d)
        try container.encode(tx)
        try container.encode(ty)
    }
}

#endif
