extension Path {
    /// How far a continuous corner reaches along each side, as a multiple of its radius
    /// (PaintCode's reconstruction of iOS 7's rounded rectangles; see `RoundedCornerStyle`).
    static let continuousCornerExtent: CGFloat = 1.528_664_83

    /// Adds a rounded rectangle.
    ///
    /// Corner sizes are clamped to half the rectangle's sides; negative or non-finite sizes are
    /// treated as zero (square corners).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let corner = CGSize(width: Path.validRadius(cornerSize.width), height: Path.validRadius(cornerSize.height))
        addRoundedRect(in: rect, radii: [corner, corner, corner, corner], style: style, transform: transform)
    }

    /// Adds a rounded rectangle with a different radius at each corner.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let radii = [cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading]
            .map { CGSize(width: Path.validRadius($0), height: Path.validRadius($0)) }
        addRoundedRect(in: rect, radii: radii, style: style, transform: transform)
    }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path containing a rounded rectangle with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing a rounded rectangle with a different radius at each corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    static func validRadius(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    /// Adds a rounded rectangle whose corners, clockwise on screen from the top left, have
    /// `radii` (width along the horizontal sides, height along the vertical ones).
    private mutating func addRoundedRect(in rect: CGRect, radii: [CGSize], style: RoundedCornerStyle, transform: CGAffineTransform) {
        let rect = rect.standardized
        let halfWidth = rect.width / 2, halfHeight = rect.height / 2
        let sizes = radii.map { CGSize(width: Swift.min($0.width, halfWidth), height: Swift.min($0.height, halfHeight)) }
        // Corners clockwise on screen: the point, the direction arriving along a side, the direction leaving.
        let corners: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
            (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
        ]
        // Corner `index`: a point `a` radii back along the arriving side and `b` radii along the
        // leaving one, and whether it is drawn continuous. Along a horizontal side the corner
        // reaches its width; along a vertical one its height.
        func corner(_ index: Int) -> (at: (CGFloat, CGFloat) -> CGPoint, isSquare: Bool, isContinuous: Bool) {
            let (point, arriving, leaving) = corners[index]
            let back = arriving.x != 0 ? sizes[index].width : sizes[index].height
            let forward = leaving.x != 0 ? sizes[index].width : sizes[index].height
            let isContinuous = style == .continuous
                && back * Path.continuousCornerExtent <= (arriving.x != 0 ? halfWidth : halfHeight)
                && forward * Path.continuousCornerExtent <= (leaving.x != 0 ? halfWidth : halfHeight)
            let at = { (a: CGFloat, b: CGFloat) in
                CGPoint(x: point.x - a * back * arriving.x + b * forward * leaving.x,
                        y: point.y - a * back * arriving.y + b * forward * leaving.y)
            }
            return (at, back == 0 || forward == 0, isContinuous)
        }
        let e = Path.continuousCornerExtent
        var shape = Path()
        // Start where the top-left corner ends, as Core Graphics does, and draw that corner last.
        let first = corner(0)
        shape.move(to: first.isSquare ? first.at(0, 0) : first.at(0, first.isContinuous ? e : 1))
        for index in [1, 2, 3, 0] {
            let (at, isSquare, isContinuous) = corner(index)
            if isSquare {
                shape.addLine(to: at(0, 0))
            } else if isContinuous {
                shape.addLine(to: at(e, 0))
                shape.addCurve(to: at(0.669_934_27, 0.065_496), control1: at(1.088_493_23, 0), control2: at(0.868_406_89, 0))
                shape.addLine(to: at(0.631_493_99, 0.074_911))
                shape.addCurve(to: at(0.074_911, 0.631_493_99), control1: at(0.372_823_92, 0.169_059), control2: at(0.169_059, 0.372_823_92))
                shape.addLine(to: at(0.065_496, 0.669_934_27))
                shape.addCurve(to: at(0, e), control1: at(0, 0.868_406_89), control2: at(0, 1.088_493_23))
            } else {
                let k: CGFloat = 1 - Path.quarterCircleControl
                shape.addLine(to: at(1, 0))
                shape.addCurve(to: at(0, 1), control1: at(k, 0), control2: at(0, k))
            }
        }
        shape.closeSubpath()
        addPath(shape, transform: transform)
    }
}
