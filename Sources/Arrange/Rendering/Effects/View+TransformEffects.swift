extension View {
    /// Applies an affine transformation to this view's rendered output, in the view's own
    /// coordinates (origin at its top-left corner). Layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        layoutModifier(RenderEffectLayout(effect: .transform(transform)))
    }

    /// Applies a projection transformation to this view's rendered output, in the view's own
    /// coordinates (origin at its top-left corner). Layout is unchanged.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        layoutModifier(RenderEffectLayout(effect: .projection(transform)))
    }

    /// Renders this view's content as if rotated in three dimensions around the specified axis,
    /// drawn with its perspective projection (Docs/Differences.md, "Effects"). Layout is unchanged.
    ///
    /// - Parameters:
    ///   - angle: The angle at which to rotate the view.
    ///   - axis: The x, y and z elements that specify the axis of rotation.
    ///   - anchor: The location with a default of `center` that defines a point in 3D space about
    ///     which the rotation is anchored.
    ///   - anchorZ: The location with a default of 0 that defines a point in 3D space about which
    ///     the rotation is anchored.
    ///   - perspective: The relative vanishing point with a default of 1 for this rotation: the
    ///     viewer is `max(width, height) / perspective` points in front of the view; 0 is an
    ///     orthographic projection.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        layoutModifier(RenderEffectLayout(effect: .rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
    }
}
