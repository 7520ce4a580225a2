extension DisplayList {
    /// What a display list item does.
    public enum Content: Equatable, Sendable {
        /// Fills a path with a colour by a fill rule.
        case fill(Path, color: RGBA, rule: FillRule)
        /// Fills a path with a gradient by a fill rule.
        case fillGradient(Path, gradient: Gradient, rule: FillRule)
        /// Draws a bitmap image stretched over a rectangle.
        case image(Bitmap, in: CGRect)
        /// Strokes a path with a colour and a stroke style (width, caps, joins, miter limit).
        case stroke(Path, color: RGBA, style: StrokeStyle)
        /// Draws a run of glyphs of one face.
        case glyphs(GlyphRun)
        /// Intersects the clip with a path (filled by `rule`) until the matching ``popClip``.
        case pushClip(Path, rule: FillRule)
        /// Restores the clip in force before the matching ``pushClip(_:rule:)``.
        case popClip
        /// Composites what is drawn until the matching ``popOpacity`` as one layer with this
        /// opacity (0 to 1).
        case pushOpacity(Double)
        /// Ends the layer started by the matching ``pushOpacity(_:)``.
        case popOpacity
        /// Applies a transform (after the transforms in force) until the matching ``popTransform``.
        case pushTransform(CGAffineTransform)
        /// Restores the transform in force before the matching ``pushTransform(_:)``.
        case popTransform
        /// Draws what comes until the matching ``popShadow`` with a drop shadow behind it.
        case pushShadow(Shadow)
        /// Ends the group started by the matching ``pushShadow(_:)``.
        case popShadow
        /// Draws what comes until the matching ``popFilter`` as one layer and filters it.
        case pushFilter(Filter)
        /// Ends the layer started by the matching ``pushFilter(_:)``.
        case popFilter
        /// Draws what comes until the matching ``popBlendMode`` as one isolated layer and blends it
        /// onto what is behind with the mode (`normal` for a compositing group).
        case pushBlendMode(BlendMode)
        /// Ends the layer started by the matching ``pushBlendMode(_:)``.
        case popBlendMode
        /// Maps what comes until the matching ``popProjection`` through a projective transform
        /// (after the transforms in force).
        case pushProjection(ProjectionTransform)
        /// Restores the transform in force before the matching ``pushProjection(_:)``.
        case popProjection
        /// Starts a mask: what is drawn until the matching ``beginMaskedContent`` is not shown;
        /// its alpha masks what is drawn from there until the matching ``popMask``.
        case pushMask
        /// Ends the mask's drawing and starts the content it masks.
        case beginMaskedContent
        /// Ends the masked content: it is composited, multiplied by the mask's alpha.
        case popMask
    }
}
