extension View {
    /// Wraps this view in a compositing group: its views are composited together into one
    /// isolated layer before effects outside it (opacity, blend modes) apply. Layout is unchanged.
    public func compositingGroup() -> some View {
        layoutModifier(RenderEffectLayout(effect: .blendMode(.normal, name: "CompositingGroupEffect")))
    }

    /// Composites this view's contents into an offscreen image before final display. Arrange
    /// draws it as a compositing group: the options are hints (Docs/Differences.md, "Effects").
    ///
    /// - Parameters:
    ///   - opaque: Whether the image is opaque.
    ///   - colorMode: The working color space of the image.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        layoutModifier(RenderEffectLayout(effect: .blendMode(.normal, name: "DrawingGroupEffect")))
    }

    /// Sets the blend mode for compositing this view with overlapping views: the view is drawn as
    /// one isolated layer and blended onto what is behind it within the nearest enclosing group.
    /// Layout is unchanged.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        layoutModifier(RenderEffectLayout(effect: .blendMode(blendMode, name: "BlendModeEffect")))
    }

    /// Masks this view using the alpha channel of the given view: the mask is laid out like an
    /// overlay (proposed this view's size, aligned by `alignment`) and not drawn itself; this
    /// view shows where the mask is opaque. Layout is unchanged.
    ///
    /// ```swift
    /// Color.blue.frame(width: 100, height: 100)
    ///     .mask { Circle() }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        OverlayView(content: self, secondary: mask(), alignment: alignment, isBackground: false, isMask: true)
    }

    /// Masks this view using the alpha channel of the given view, centred on it.
    @available(*, deprecated, renamed: "mask(alignment:_:)")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        OverlayView(content: self, secondary: mask, alignment: .center, isBackground: false, isMask: true)
    }
}
