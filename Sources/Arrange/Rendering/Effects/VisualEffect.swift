/// Visual effects change the visual appearance of a view without changing its ancestors or
/// descendants.
///
/// Because effects do not affect layout, they may be a function of the view's geometry, read
/// from the proxy `visualEffect(_:)` passes:
///
/// ```swift
/// ContentRow()
///     .visualEffect { content, geometryProxy in
///         content.offset(x: geometryProxy.frame(in: .global).origin.y)
///     }
/// ```
///
/// You don't conform to this protocol yourself: effects are made by calling the modifier
/// functions (`offset`, `scaleEffect`, `rotationEffect`, `opacity`) on other effects, starting
/// from the ``EmptyVisualEffect`` the closure receives.
public protocol VisualEffect: Sendable, Animatable {}
