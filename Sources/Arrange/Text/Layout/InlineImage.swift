/// An image drawn inside text (`Text(Image)`), as a text model keeps it: its size in points and
/// what draws it. The image stands on the baseline, one character wide as it is wide; a symbol is
/// a box 1.2 × the run's font size (scaled by `imageScale`), as on its own: its icon in the run's
/// weight and colour, or its placeholder (Docs/Differences.md "Symbol images").
struct InlineImage {
    /// What draws the image.
    enum Content {
        /// A bitmap, stretched over the image's frame.
        case bitmap(DisplayList.Bitmap)
        /// A system symbol's (or an unknown name's) placeholder box.
        case symbol(String)
        /// A system symbol's icon.
        case icon(SymbolGlyph)
        /// An image that could not be loaded: nothing.
        case empty
    }

    /// The image's width and height in points.
    let size: ShapedText.Attachment
    let content: Content

    /// `image` as it draws in text of `pointSize` and `weight` (100–900) in `environment`.
    init(_ image: Image, pointSize: CGFloat, weight: Int = 400, environment: EnvironmentValues) {
        let (source, scale) = image.resolvedSource(displayScale: environment.displayScale)
        switch source {
        case .bitmap(var bitmap):
            if image.renderingMode == .template {
                bitmap.templateColor = environment.foregroundColor.map(DisplayList.RGBA.init) ?? .black
            }
            bitmap.interpolation = image.interpolation
            size = ShapedText.Attachment(width: CGFloat(bitmap.pixelWidth) / scale, height: CGFloat(bitmap.pixelHeight) / scale)
            content = .bitmap(bitmap)
        case .symbol(let name), .unknownName(let name, _):
            let side = pointSize * 1.2 * environment.imageScale.symbolFactor
            size = ShapedText.Attachment(width: side, height: side)
            if case .symbol = source, case .glyph(let glyph) = SymbolCatalogue.resolve(name, weight: weight) {
                content = .icon(glyph)
            } else {
                content = .symbol(name)
            }
        case .failed, .assetSet:
            size = ShapedText.Attachment(width: 0, height: 0)
            content = .empty
        }
    }
}
