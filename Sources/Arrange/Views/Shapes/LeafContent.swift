/// What a leaf node draws: a paint (colour or gradient) filling its frame, or a shape filled
/// and/or stroked.
struct LeafContent {
    /// The shape; nil for a plain colour or gradient (a filled rectangle).
    var shape: (any Shape)?
    /// The fill, resolved in the view's environment, if any.
    var fill: Paint?
    /// The stroke, if any: its colour (nil: the foreground colour), its style, and whether it is
    /// inset by half its width to stay inside the frame (`strokeBorder`).
    var stroke: (color: Color?, style: StrokeStyle, isInset: Bool)?
    /// A bitmap image drawn stretched over the frame, if any.
    var bitmap: DisplayList.Bitmap?
    /// Whether the leaf draws nothing at all (an image that failed to load).
    var isEmpty = false

    /// A short name for descriptions: `Color red`, `Circle`, …
    var name: String {
        if let bitmap { return "Image \(String(reflecting: bitmap.name))" }
        if isEmpty { return "Image (failed)" }
        if let symbol = shape as? SymbolPlaceholder { return "Image systemName: \(String(reflecting: symbol.name))" }
        if let shape {
            let kind = String(describing: type(of: shape))
            if let fill { return "\(kind) fill \(fill.description)" }
            return kind
        }
        if case .gradient(let gradient) = fill { return gradient.kindName }
        return "Color \(fill?.description ?? "")"
    }
}
