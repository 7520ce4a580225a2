extension Image {
    /// What a system symbol image draws in `environment` with a font of `weight`: its icon filled
    /// with the foreground style when the symbol font has the name, else the placeholder, with a
    /// diagnostic when the name is mapped but the font cannot draw it (Docs/Differences.md
    /// "Symbol images").
    static func symbolContent(_ name: String, weight: Int, environment: EnvironmentValues) -> (LeafContent, problem: String?) {
        switch SymbolCatalogue.resolve(name, weight: weight) {
        case .glyph(let glyph):
            return (LeafContent(shape: SymbolImageShape(glyph: glyph), fill: environment.foregroundPaint, stroke: nil), nil)
        case .unknown:
            return (placeholderContent(name, environment: environment), nil)
        case .unavailable(let reason):
            return (placeholderContent(name, environment: environment), "Image: \(reason)")
        }
    }

    /// The crossed box drawn for a symbol without an icon, stroked in the foreground colour.
    static func placeholderContent(_ name: String, environment: EnvironmentValues) -> LeafContent {
        LeafContent(shape: SymbolPlaceholder(name: name), fill: nil,
                    stroke: (color: environment.foregroundColor, style: StrokeStyle(lineWidth: 1), isInset: true))
    }
}
