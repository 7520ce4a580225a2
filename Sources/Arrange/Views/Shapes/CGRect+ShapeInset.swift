extension CGRect {
    /// The rectangle inset by `amount` on every side; one too small to inset that much becomes an
    /// empty rectangle at its centre, never a null or negative one.
    func shapeInset(by amount: CGFloat) -> CGRect {
        let rect = standardized
        guard amount != 0, amount.isFinite else { return rect }
        let dx = Swift.min(amount, rect.width / 2), dy = Swift.min(amount, rect.height / 2)
        return CGRect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
    }
}
