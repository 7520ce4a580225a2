/// What a leaf node draws: a paint (colour or gradient) filling its frame, or a shape filled
/// and/or stroked.
///
/// Leaves are most of a tree's nodes, so the common case, a plain fill, is stored inline and the
/// rest (shape, stroke, bitmap) in a shared box only when present: a leaf takes the size of its
/// paint plus one reference.
struct LeafContent {
    /// What only some leaves have.
    private final class Extras {
        let shape: (any Shape)?
        let stroke: (color: Color?, style: StrokeStyle, isInset: Bool)?
        let bitmap: DisplayList.Bitmap?
        let isEmpty: Bool
        let canvas: CanvasDrawing?
        let isEOFilled: Bool

        init(shape: (any Shape)?, stroke: (color: Color?, style: StrokeStyle, isInset: Bool)?, bitmap: DisplayList.Bitmap?, isEmpty: Bool, canvas: CanvasDrawing?,
             isEOFilled: Bool) {
            self.isEOFilled = isEOFilled
            self.shape = shape
            self.stroke = stroke
            self.bitmap = bitmap
            self.isEmpty = isEmpty
            self.canvas = canvas
        }
    }

    /// The fill, resolved in the view's environment, if any.
    var fill: Paint?
    private var extras: Extras?

    /// A leaf drawing `shape` (nil: its frame) filled with `fill` and stroked with `stroke`, or
    /// `bitmap`, or nothing when `isEmpty` (an image that failed to load), or what a `Canvas`
    /// draws.
    init(shape: (any Shape)?, fill: Paint?, stroke: (color: Color?, style: StrokeStyle, isInset: Bool)?, bitmap: DisplayList.Bitmap? = nil,
         isEmpty: Bool = false, canvas: CanvasDrawing? = nil, isEOFilled: Bool = false) {
        self.fill = fill
        if shape != nil || stroke != nil || bitmap != nil || isEmpty || canvas != nil {
            extras = Extras(shape: shape, stroke: stroke, bitmap: bitmap, isEmpty: isEmpty, canvas: canvas, isEOFilled: isEOFilled)
        }
    }

    /// The shape; nil for a plain colour or gradient (a filled rectangle).
    var shape: (any Shape)? { extras?.shape }
    /// The stroke, if any: its colour (nil: the foreground colour), its style, and whether it is
    /// inset by half its width to stay inside the frame (`strokeBorder`).
    var stroke: (color: Color?, style: StrokeStyle, isInset: Bool)? { extras?.stroke }
    /// A bitmap image drawn stretched over the frame, if any.
    var bitmap: DisplayList.Bitmap? { extras?.bitmap }
    /// The drawing of a `Canvas`, if the leaf is one.
    var canvas: CanvasDrawing? { extras?.canvas }
    /// The shape is filled by the even-odd rule (`fill(_:style:)` with `FillStyle(eoFill: true)`).
    var isEOFilled: Bool { extras?.isEOFilled ?? false }
    /// Nothing is drawn (an image whose file could not be read).
    var isEmpty: Bool { extras?.isEmpty ?? false }
    /// The leaf is only its fill (no shape, stroke or bitmap): a colour or gradient filling the frame.
    var isPlainFill: Bool { extras == nil }

    var name: String {
        if let bitmap { return "Image \(bitmap.name.debugDescription)" }
        if canvas != nil { return "Canvas" }
        if isEmpty { return "Image (failed)" }
        if let symbol = shape as? any SystemSymbolShape { return "Image systemName: \(symbol.name.debugDescription)" }
        if let shape {
            let kind = LayoutTypeNames.name(of: type(of: shape))
            if let fill { return "\(kind) fill \(fill.description)" }
            return kind
        }
        if case .gradient(let gradient) = fill { return gradient.kindName }
        return "Color \(fill?.description ?? "")"
    }
}
