extension CGRect {
    /// The rectangle less `insets` on each side (the leading inset on the left), never less than
    /// zero wide or high: insets larger than the size meet where they would cross, in proportion
    /// (Docs/LayoutRules.md §13).
    func insetClamped(by insets: EdgeInsets) -> CGRect {
        func side(_ origin: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat) -> (CGFloat, CGFloat) {
            guard low + high > length, low + high > 0 else { return (origin + low, length - low - high) }
            return (origin + length * low / (low + high), 0)
        }
        let (x, width) = side(minX, width, insets.leading, insets.trailing)
        let (y, height) = side(minY, height, insets.top, insets.bottom)
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
