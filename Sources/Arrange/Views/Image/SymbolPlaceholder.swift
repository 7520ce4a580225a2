/// What `Image(systemName:)` draws, since Arrange has no SF Symbols: a crossed box (the frame's
/// outline and both diagonals), stroked in the foreground colour.
struct SymbolPlaceholder: Shape {
    /// The symbol's name, for descriptions.
    let name: String

    func path(in rect: CGRect) -> Path {
        var path = Path(rect)
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.move(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}
