/// One effect of a ``VisualEffect``: what the display list applies to the view's drawing.
enum VisualEffectStep: Sendable {
    /// Translates the drawing.
    case offset(CGSize)
    /// Scales the drawing about a unit point of the view's frame.
    case scale(CGSize, anchor: UnitPoint)
    /// Rotates the drawing about a unit point of the view's frame.
    case rotation(Angle, anchor: UnitPoint)
    /// Composites the drawing with this opacity.
    case opacity(Double)

    /// The drawing modifier's effect this step draws as; the offset is a translation, with a
    /// non-finite component drawn as 0.
    var renderEffect: RenderEffect? {
        switch self {
        case .offset: return nil
        case .scale(let size, let anchor): return .scale(size, anchor: anchor)
        case .rotation(let angle, let anchor): return .rotation(angle, anchor: anchor)
        case .opacity(let value): return .opacity(value)
        }
    }

    /// What is wrong with the step's value, if anything (reported; drawn repaired).
    var problem: String? {
        if case .offset(let size) = self, !size.width.isFinite || !size.height.isFinite {
            return "visual effect offset (\(size.width), \(size.height)) is not finite; drew it as 0 on that axis"
        }
        return renderEffect?.problem.map { "visual effect " + $0 }
    }
}
