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
    /// Filters the content's colours through a matrix; `name` names the modifier's node and
    /// `problem` is what was wrong with its argument (drawn repaired).
    case colorMatrix(DisplayList.ColorMatrix, name: String, problem: String?)
    /// Blurs the content (radius as in `shadow`); opaque blurs fill the frame.
    case blur(radius: CGFloat, opaque: Bool)
    /// Composites the content as an isolated layer blended with the mode (`normal` for
    /// `compositingGroup` and `drawingGroup`); `name` names the node.
    case blendMode(BlendMode, name: String)
    /// Transforms the content in the view's own coordinates (origin at its top-left corner).
    case transform(CGAffineTransform)
    /// Projects the content in the view's own coordinates.
    case projection(ProjectionTransform)
    /// Rotates the content in three dimensions, drawn with its perspective projection.
    case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)

    /// The name dumps and diagnostics show for the effect's node.
    var name: String {
        switch self {
        case .opacity: return "OpacityEffect"
        case .clip: return "ClipEffect"
        case .rotation: return "RotationEffect"
        case .scale: return "ScaleEffect"
        case .shadow: return "ShadowEffect"
        case .zIndex: return "ZIndexTrait"
        case .colorMatrix(_, let name, _): return name
        case .blur: return "BlurEffect"
        case .blendMode(_, let name): return name
        case .transform: return "TransformEffect"
        case .projection: return "ProjectionEffect"
        case .rotation3D: return "Rotation3DEffect"
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
        case .colorMatrix(_, _, let problem?):
            return problem
        case .blur(let radius, _) where !(radius >= 0) || !radius.isFinite:
            return "blur radius \(radius) is negative or not finite; drew the view unblurred"
        case .transform(let t) where ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite):
            return "transformEffect has a non-finite value; drew nothing"
        case .projection(let m) where !m.isFinite:
            return "projectionEffect has a non-finite value; drew nothing"
        case .rotation3D(let angle, let axis, _, let anchorZ, let perspective)
            where ![CGFloat(angle.radians), axis.x, axis.y, axis.z, anchorZ, perspective].allSatisfy(\.isFinite):
            return "rotation3DEffect has a non-finite value; drew the view unrotated"
        case .rotation3D(_, let axis, _, _, _) where axis.x == 0 && axis.y == 0 && axis.z == 0:
            return "rotation3DEffect axis is (0, 0, 0); drew the view unrotated"
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
        case .transform(let t):
            // In the view's own coordinates: origin at the frame's top-left corner.
            anchor = .topLeading
            core = t
        default:
            return nil
        }
        let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(core).concatenating(CGAffineTransform(translationX: x, y: y))
    }

    /// The projection of the content within a frame, for `projectionEffect` and
    /// `rotation3DEffect` (in the view's own coordinates, like `transformEffect`).
    func projection(in frame: CGRect) -> ProjectionTransform? {
        let toFrame = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        let fromFrame = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
        switch self {
        case .projection(let m):
            return fromFrame.concatenating(m).concatenating(toFrame)
        case .rotation3D(let angle, let axis, let anchor, let anchorZ, let perspective):
            let finite = [CGFloat(angle.radians), axis.x, axis.y, axis.z, anchorZ, perspective].allSatisfy(\.isFinite)
            guard finite else { return ProjectionTransform() }
            let point = CGPoint(x: anchor.x * frame.width, y: anchor.y * frame.height)
            let m = ProjectionTransform.rotation3D(angle, axis: axis, anchor: point, anchorZ: anchorZ, perspective: perspective, size: frame.size)
            return fromFrame.concatenating(m).concatenating(toFrame)
        default:
            return nil
        }
    }
}
