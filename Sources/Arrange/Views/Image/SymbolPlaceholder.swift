/// What `Image(systemName:)` draws for a name the symbol font lacks (Docs/Differences.md "Symbol
/// images"): a crossed box (the frame's outline and both diagonals), stroked in the foreground
/// colour.
struct SymbolPlaceholder: SystemSymbolShape {
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
