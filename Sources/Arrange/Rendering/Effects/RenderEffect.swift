/// What a drawing modifier does to the way its content is drawn. None of these change layout.
enum RenderEffect {
    /// Composites the content as one layer with this opacity (0 to 1).
    case opacity(Double)
    /// Clips the content to a shape in the view's frame.
    case clip(any Shape, rule: DisplayList.FillRule)
    /// Rotates the content about an anchor of the view's frame.
    case rotation(Angle, anchor: UnitPoint)
    /// Scales the content about an anchor of the view's frame.
    case scale(CGSize, anchor: UnitPoint)
    /// Draws a blurred, offset copy of the content behind it.
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    /// Orders the view among its siblings when drawing: higher values paint later.
    case zIndex(Double)

    /// The name dumps and diagnostics show for the effect's node.
    var name: String {
        switch self {
        case .opacity: return "OpacityEffect"
        case .clip: return "ClipEffect"
        case .rotation: return "RotationEffect"
        case .scale: return "ScaleEffect"
        case .shadow: return "ShadowEffect"
        case .zIndex: return "ZIndexTrait"
        }
    }

    /// What is wrong with the modifier's arguments, if anything; renderers then use the repaired
    /// value from ``DisplayListBuilder``.
    var problem: String? {
        switch self {
        case .opacity(let value) where value.isNaN:
            return "opacity is NaN; drew the view fully transparent"
        case .rotation(let angle, _) where !angle.radians.isFinite:
            return "rotationEffect angle is not finite; drew the view unrotated"
        case .scale(let size, _) where !size.width.isFinite || !size.height.isFinite:
            return "scaleEffect factor is not finite; drew nothing"
        case .shadow(_, let radius, let offset) where !(radius >= 0) || !radius.isFinite:
            _ = offset
            return "shadow radius \(radius) is negative or not finite; drew the shadow unblurred"
        case .shadow(_, _, let offset) where !offset.width.isFinite || !offset.height.isFinite:
            return "shadow offset is not finite; drew the shadow without offset"
        case .zIndex(let value) where value.isNaN:
            return "zIndex is NaN; used 0"
        default:
            return nil
        }
    }

    /// The transform of the content within a frame, for rotations and scales.
    func transform(in frame: CGRect) -> CGAffineTransform? {
        let anchor: UnitPoint
        let core: CGAffineTransform
        switch self {
        case .rotation(let angle, let point):
            anchor = point
            core = CGAffineTransform(rotationAngle: angle.radians.isFinite ? CGFloat(angle.radians) : 0)
        case .scale(let size, let point):
            anchor = point
            core = CGAffineTransform(scaleX: size.width, y: size.height)
        default:
            return nil
        }
        let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(core).concatenating(CGAffineTransform(translationX: x, y: y))
    }
}
