/// A symbol rendering mode. Arrange accepts and stores it; symbols are drawn in one colour, as
/// `monochrome`, whatever the mode (Docs/Differences.md "Symbol images").
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String

    /// A mode that renders symbols as a single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// A mode that renders symbols as multiple layers with their inherit styles.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// A mode that renders symbols as multiple layers, with different opacities applied to the
    /// foreground style.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A mode that renders symbols as multiple layers, with different styles applied to the layers.
    public static let palette = SymbolRenderingMode(name: "palette")
}
