import Foundation

/// A type-erased transition: how a view animates in when it is inserted, and out when it is
/// removed, in an animated update.
///
/// ```swift
/// if isShown {
///     Banner().transition(.move(edge: .top).combined(with: .opacity))
/// }
/// ```
///
/// A transition is a list of effects (opacity, scale, offset, move) for insertion and one for
/// removal. An inserted view starts with its insertion effects fully applied and animates to none;
/// a removed view keeps being drawn, where it last was, animating to its removal effects fully
/// applied, then goes away. The effects are drawn (as display list opacity and transform items)
/// and do not change the layout's frames.
public struct AnyTransition {
    /// One effect of a transition.
    enum Effect {
        case opacity
        case scale(CGFloat, anchor: UnitPoint)
        case offset(CGSize)
        case move(Edge)
    }

    /// The effects applied to an inserted view.
    let insertion: [Effect]
    /// The effects applied to a removed view.
    let removal: [Effect]
    /// The animation the transition runs with instead of the update's, if any.
    let animation: Animation?

    init(insertion: [Effect], removal: [Effect], animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    /// A transition that returns the input view, unmodified, as the output view.
    public static let identity = AnyTransition(insertion: [], removal: [])

    /// A transition from transparent to opaque on insertion, and from opaque to transparent on
    /// removal.
    public static let opacity = AnyTransition(insertion: [.opacity], removal: [.opacity])

    /// A transition that scales the view from nothing, about its centre.
    public static var scale: AnyTransition { scale(scale: 0, anchor: .center) }

    /// Returns a transition that scales the view.
    ///
    /// - Parameters:
    ///   - scale: The scale of the view when it is fully transitioned out; NaN counts as 0.
    ///   - anchor: The point about which the view scales. The default is `.center`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        let value = scale.isFinite ? scale : 0
        return AnyTransition(insertion: [.scale(value, anchor: anchor)], removal: [.scale(value, anchor: anchor)])
    }

    /// Returns a transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        let clean = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        return AnyTransition(insertion: [.offset(clean)], removal: [.offset(clean)])
    }

    /// Returns a transition that offsets the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Returns a transition that moves the view away, towards the specified edge of the view:
    /// by its own width or height.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge)], removal: [.move(edge)])
    }

    /// A transition that inserts by moving in from the leading edge, and removes by moving out
    /// towards the trailing edge.
    public static var slide: AnyTransition {
        AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    }

    /// Creates a transition that when added to a view will animate the view's insertion by
    /// moving it in from the specified edge while fading it in, and animate its removal by
    /// moving it out towards the opposite edge and fading it out.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge
        switch edge {
        case .top: opposite = .bottom
        case .bottom: opposite = .top
        case .leading: opposite = .trailing
        case .trailing: opposite = .leading
        }
        return AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(opposite), .opacity])
    }

    /// Provides a composite transition that uses a different transition for insertion versus
    /// removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation ?? removal.animation)
    }

    /// Combines this transition with another, returning a new transition that is the result of
    /// both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal, animation: animation ?? other.animation)
    }

    /// Attaches an animation to this transition: it runs with it rather than with the update's
    /// animation (and runs even when the update is not animated).
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, animation: animation)
    }

    /// What the effects do to a view in `frame` when they are applied by `amount` (0: not at
    /// all, 1: fully): the opacity to draw it with and the transform to draw it through.
    static func apply(_ effects: [Effect], amount: Double, in frame: CGRect, rightToLeft: Bool) -> (opacity: Double, transform: CGAffineTransform) {
        var opacity = 1.0
        var transform = CGAffineTransform.identity
        let t = CGFloat(amount)
        for effect in effects {
            switch effect {
            case .opacity:
                opacity *= 1 - amount
            case .scale(let scale, let anchor):
                let factor = 1 + (scale - 1) * t
                let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
                let scaling = CGAffineTransform(translationX: -x, y: -y)
                    .concatenating(CGAffineTransform(scaleX: factor, y: factor))
                    .concatenating(CGAffineTransform(translationX: x, y: y))
                transform = transform.concatenating(scaling)
            case .offset(let offset):
                transform = transform.concatenating(CGAffineTransform(translationX: offset.width * t, y: offset.height * t))
            case .move(let edge):
                var dx: CGFloat = 0, dy: CGFloat = 0
                switch edge {
                case .top: dy = -frame.height
                case .bottom: dy = frame.height
                case .leading: dx = rightToLeft ? frame.width : -frame.width
                case .trailing: dx = rightToLeft ? -frame.width : frame.width
                }
                transform = transform.concatenating(CGAffineTransform(translationX: dx * t, y: dy * t))
            }
        }
        return (Swift.min(Swift.max(opacity, 0), 1), transform)
    }
}
