extension CGSize {
    /// The dimension along an axis: `width` for horizontal, `height` for vertical.
    ///
    /// - Parameter axis: The axis to read or write.
    subscript(axis: Axis) -> CGFloat {
        get {
            switch axis {
            case .horizontal: return width
            case .vertical: return height
            }
        }
        set {
            switch axis {
            case .horizontal: width = newValue
            case .vertical: height = newValue
            }
        }
    }

    /// Creates a size from its extents along an axis and its perpendicular.
    ///
    /// - Parameters:
    ///   - axis: The axis that `major` lies along.
    ///   - major: The extent along `axis`.
    ///   - minor: The extent along the perpendicular axis.
    init(_ axis: Axis, major: CGFloat, minor: CGFloat) {
        switch axis {
        case .horizontal: self.init(width: major, height: minor)
        case .vertical: self.init(width: minor, height: major)
        }
    }
}
