extension VisualEffect {
    /// Offsets the view by the horizontal and vertical amount specified in the offset
    /// parameter. Layout is unchanged.
    ///
    /// - Parameter offset: The distance to offset the view.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        ComposedVisualEffect.appending(.offset(offset), to: self)
    }

    /// Offsets the view by the specified horizontal and vertical distances. Layout is
    /// unchanged.
    ///
    /// - Parameters:
    ///   - x: The horizontal distance to offset the view.
    ///   - y: The vertical distance to offset the view.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        offset(CGSize(width: x, height: y))
    }

    /// Scales the view's rendered output by the given horizontal and vertical amounts, relative
    /// to an anchor point of its frame.
    ///
    /// - Parameters:
    ///   - scale: The horizontal and vertical amounts to scale the view.
    ///   - anchor: The point with a default of `center` that defines the location within the
    ///     view from which to apply the transformation.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        ComposedVisualEffect.appending(.scale(scale, anchor: anchor), to: self)
    }

    /// Scales the view's rendered output by the given amount in both the horizontal and
    /// vertical directions, relative to an anchor point of its frame.
    ///
    /// - Parameters:
    ///   - scale: The amount to scale the view in both directions.
    ///   - anchor: The point with a default of `center` from which to apply the transformation.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Scales the view's rendered output by the given horizontal and vertical amounts, relative
    /// to an anchor point of its frame.
    ///
    /// - Parameters:
    ///   - x: The horizontal amount to scale the view. The default value is `1.0`.
    ///   - y: The vertical amount to scale the view. The default value is `1.0`.
    ///   - anchor: The point with a default of `center` from which to apply the transformation.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates content in two dimensions around the specified point. It has no effect on the
    /// content's frame.
    ///
    /// - Parameters:
    ///   - angle: The angle by which to rotate the content.
    ///   - anchor: A unit point within the content about which to perform the rotation. The
    ///     default value is `center`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        ComposedVisualEffect.appending(.rotation(angle, anchor: anchor), to: self)
    }

    /// Sets the transparency of the view: its drawing is composited as one layer with
    /// `opacity` (clamped to 0...1; NaN draws nothing and is reported).
    ///
    /// - Parameter opacity: A value between 0 (fully transparent) and 1 (fully opaque).
    public func opacity(_ opacity: Double) -> some VisualEffect {
        ComposedVisualEffect.appending(.opacity(opacity), to: self)
    }
}
