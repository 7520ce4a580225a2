extension CGPoint {
    /// The coordinate along an axis: `x` for horizontal, `y` for vertical.
    ///
    /// - Parameter axis: The axis to read or write.
    subscript(axis: Axis) -> CGFloat {
        get {
            switch axis {
            case .horizontal: return x
            case .vertical: return y
            }
        }
        set {
            switch axis {
            case .horizontal: x = newValue
            case .vertical: y = newValue
            }
        }
    }

    /// Creates a point from its coordinates along an axis and its perpendicular.
    ///
    /// - Parameters:
    ///   - axis: The axis that `major` lies along.
    ///   - major: The coordinate along `axis`.
    ///   - minor: The coordinate along the perpendicular axis.
    init(_ axis: Axis, major: CGFloat, minor: CGFloat) {
        switch axis {
        case .horizontal: self.init(x: major, y: minor)
        case .vertical: self.init(x: minor, y: major)
        }
    }
}
