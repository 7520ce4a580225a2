/// An immediate mode drawing destination, and its current state: what a ``Canvas``'s renderer
/// draws into.
///
/// Copies of a context draw onto the same canvas, each with its own state (transform, clip,
/// opacity): changing a copy's state leaves the original's alone.
public struct GraphicsContext {
    /// The environment of the canvas.
    public let environment: EnvironmentValues
    /// The opacity of drawing operations, 0 to 1 (values outside are clamped; NaN counts as 0).
    public var opacity: Double = 1
    /// The transform applied to all drawing operations, after which the canvas's own origin
    /// applies.
    public var transform: CGAffineTransform = .identity

    /// The clip paths in force, in canvas coordinates, with their fill rules.
    var clips: [(path: Path, rule: DisplayList.FillRule)] = []
    let recorder: Recorder
    /// The canvas's bounds in its own coordinates: what a foreground gradient covers.
    let bounds: CGRect

    init(recorder: Recorder, environment: EnvironmentValues, size: CGSize) {
        self.recorder = recorder
        self.environment = environment
        self.bounds = CGRect(origin: .zero, size: size)
    }

    /// Scales subsequent drawing operations by an amount in each dimension.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Moves subsequent drawing operations by an amount in each dimension.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Rotates subsequent drawing operations by an angle (clockwise on screen for positive
    /// angles, as y grows downwards).
    public mutating func rotate(by angle: Angle) {
        concatenate(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
    }

    /// Appends the given transform to the context's existing transform: it applies first.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Adds a path to the context's array of clip shapes: later drawing is limited to the
    /// intersection of the clips. The path is taken in the current transform (a transform with a
    /// non-finite entry clips everything away).
    ///
    /// - Parameters:
    ///   - path: The path to clip to.
    ///   - style: The fill style (even-odd or non-zero winding) that makes the path's inside.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        let finite = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
        clips.append((finite ? path.applying(transform) : Path(), style.isEOFilled ? .evenOdd : .nonZero))
    }

    /// Draws a path into the context and fills the outlined region.
    ///
    /// - Parameters:
    ///   - path: The outline of the region to fill.
    ///   - shading: The color or pattern to use when filling the region.
    ///   - style: The fill rule (even-odd or non-zero winding).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let rule: DisplayList.FillRule = style.isEOFilled ? .evenOdd : .nonZero
        switch shading.resolved(in: environment, bounds: bounds) {
        case .color(let color): record(.content(.fill(path, color: color, rule: rule)))
        case .gradient(let gradient): record(.content(.fillGradient(path, gradient: gradient, rule: rule)))
        }
    }

    /// Draws a path into the context with a specified stroke style.
    ///
    /// A gradient shading strokes with its colour at the start (Arrange's display list strokes
    /// with one colour).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.content(.stroke(path, color: shading.representativeColor(in: environment, bounds: bounds), style: style)))
    }

    /// Draws a path into the context with a specified line width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws text into the context, at its ideal size, with the `anchor` point of its frame at
    /// `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let model = TextModel(text: text, environment: environment)
        let size = model.layout(for: .unspecified).size
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        record(.text(model, CGRect(origin: origin, size: size), .unspecified))
    }

    /// Draws text into the context, laid out for the size of `rect` from its top-left corner.
    public func draw(_ text: Text, in rect: CGRect) {
        record(.text(TextModel(text: text, environment: environment), rect, ProposedViewSize(rect.size)))
    }

    /// Draws an image into the context, stretched over `rect`. An image that failed to load draws
    /// nothing; a system symbol draws its icon, or its placeholder when it has none
    /// (Docs/Differences.md "Symbol images").
    public func draw(_ image: Image, in rect: CGRect) {
        switch image.resolvedSource(displayScale: environment.displayScale).0 {
        case .bitmap(let bitmap):
            record(.content(.image(bitmap, in: rect)))
        case .failed, .assetSet:
            return
        case .symbol(let name), .unknownName(let name, _):
            let color = DisplayList.RGBA((environment.foregroundColor ?? .primary).resolved(in: environment.colorScheme))
            if case .symbol = image.source,
               case .glyph(let glyph) = SymbolCatalogue.resolve(name, weight: (environment.font ?? .body).resolved(in: environment).weight) {
                // A square box is a glyph run; a stretched one its outline (a drawing is one item).
                let contents = glyph.content(in: rect, color: color)
                guard !contents.isEmpty else { return }
                record(.content(contents.count == 1 ? contents[0] : .fill(glyph.outline(in: rect), color: color, rule: .nonZero)))
                return
            }
            record(.content(.stroke(SymbolPlaceholder(name: name).path(in: rect.insetBy(dx: 0.5, dy: 0.5)), color: color, style: StrokeStyle(lineWidth: 1))))
        }
    }

    /// Draws an image into the context at its size (a bitmap's pixels as points, a symbol a square
    /// 1.2 times the font size), with the `anchor` point of its frame at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        let size: CGSize
        let (source, scale) = image.resolvedSource(displayScale: environment.displayScale)
        switch source {
        case .bitmap(let bitmap): size = CGSize(width: CGFloat(bitmap.pixelWidth) / scale, height: CGFloat(bitmap.pixelHeight) / scale)
        case .failed, .assetSet: return
        case .symbol, .unknownName:
            let side = (environment.font ?? .body).resolved(in: environment).pointSize * 1.2
            size = CGSize(width: side, height: side)
        }
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Records one drawing with the context's state. Drawing at opacity 0 (or NaN), or with a
    /// transform that has a non-finite entry (a scale by NaN, say), draws nothing.
    private func record(_ drawing: Operation.Drawing) {
        let opacity = opacity.isNaN ? 0 : Swift.min(Swift.max(opacity, 0), 1)
        guard opacity > 0 else { return }
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite) else { return }
        recorder.operations.append(Operation(drawing: drawing, transform: transform, clips: clips, opacity: opacity))
    }
}
