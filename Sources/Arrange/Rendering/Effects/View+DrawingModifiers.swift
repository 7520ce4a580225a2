extension View {
    /// Sets the transparency of this view: its drawing is composited as one layer with
    /// `opacity` (clamped to 0...1; NaN draws nothing and is reported). Layout is unchanged.
    public func opacity(_ opacity: Double) -> some View {
        layoutModifier(RenderEffectLayout(effect: .opacity(opacity)))
    }

    /// Sets a clipping shape for this view: only what is drawn inside `shape`, laid out in the
    /// view's frame, shows. Layout is unchanged.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        layoutModifier(RenderEffectLayout(effect: .clip(shape, rule: style.isEOFilled ? .evenOdd : .nonZero)))
    }

    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))
    }

    /// Adds a shadow to this view: a copy of its drawing in `color`, blurred by `radius` (about
    /// two standard deviations of a Gaussian) and offset by `x` and `y`, behind it. The default
    /// colour is black at 33 %. Layout is unchanged.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        layoutModifier(RenderEffectLayout(effect: .shadow(color: color, radius: radius, offset: CGSize(width: x, height: y))))
    }

    /// Rotates this view's rendered output around the specified point (a unit point of its
    /// frame). Positive angles turn clockwise on screen. Layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        layoutModifier(RenderEffectLayout(effect: .rotation(angle, anchor: anchor)))
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts, relative
    /// to an anchor point. Layout is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        layoutModifier(RenderEffectLayout(effect: .scale(scale, anchor: anchor)))
    }

    /// Scales this view's rendered output by the given amount in both directions, relative to
    /// an anchor point.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts,
    /// relative to an anchor point.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Controls the display order of overlapping views: among the views of the same container,
    /// higher values draw later (on top); equal values keep their order. Layout is unchanged.
    public func zIndex(_ value: Double) -> some View {
        layoutModifier(RenderEffectLayout(effect: .zIndex(value)))
    }

    /// Sets the view's background to an insettable shape filled with a style.
    ///
    /// ```swift
    /// Text("Tag").padding(6).background(.blue, in: RoundedRectangle(cornerRadius: 8))
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(alignment: .center) { shape.fill(style) }
    }

    /// Sets the view's background to a shape filled with the background style (white, or black
    /// in the dark appearance).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Sets the view's background to a style (a material, a gradient, a colour) filling its
    /// frame, extended into the safe area on those of `edges` where the frame reaches it
    /// (Docs/LayoutRules.md §13).
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(alignment: .center) { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }

    /// Sets the view's background to the default background style (white, or black in the dark
    /// appearance), extended into the safe area on `edges` (Apple's `background(ignoresSafeAreaEdges:)`).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Layers a shape filled with a style in front of this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(alignment: .center) { shape.fill(style) }
    }

    /// Layers a style (a colour, a gradient, a material) filling the view's frame in front of
    /// it, extended into the safe area on those of `edges` where the frame reaches it
    /// (Docs/LayoutRules.md §13).
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(alignment: .center) { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
    }
}
