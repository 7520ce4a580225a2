extension View {
    /// Applies a Gaussian blur to this view. Layout is unchanged.
    ///
    /// - Parameters:
    ///   - radius: The radial size of the blur: about two standard deviations of the Gaussian
    ///     (the convention of `shadow(color:radius:x:y:)`). A negative or non-finite radius is
    ///     reported and drawn unblurred.
    ///   - opaque: Whether the blur keeps transparency out: an opaque blur fills the view's frame
    ///     and shows nothing outside it.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        layoutModifier(RenderEffectLayout(effect: .blur(radius: radius, opaque: opaque)))
    }

    /// Adds a grayscale effect to this view: 0 leaves the colours, 1 makes them fully gray
    /// (Rec. 709 luma, the W3C Filter Effects `grayscale()` matrix). Layout is unchanged.
    public func grayscale(_ amount: Double) -> some View {
        colorEffect(.grayscale(amount.isNaN ? 0 : amount), "GrayscaleEffect", amount, "grayscale")
    }

    /// Adjusts the color saturation of this view: 0 is gray, 1 unchanged, above 1 more
    /// saturated (the W3C Filter Effects `saturate` matrix). Layout is unchanged.
    public func saturation(_ amount: Double) -> some View {
        colorEffect(.saturation(amount.isNaN ? 1 : amount), "SaturationEffect", amount, "saturation")
    }

    /// Brightens this view by adding `amount` to each colour component: 0 no effect, 1 full
    /// white, negative values darken. Layout is unchanged.
    public func brightness(_ amount: Double) -> some View {
        colorEffect(.brightness(amount.isNaN ? 0 : amount), "BrightnessEffect", amount, "brightness")
    }

    /// Sets the contrast and separation between similar colors in this view: 1 unchanged, 0 gray,
    /// above 1 more contrast, negative values invert. Layout is unchanged.
    public func contrast(_ amount: Double) -> some View {
        colorEffect(.contrast(amount.isNaN ? 1 : amount), "ContrastEffect", amount, "contrast")
    }

    /// Adds a color multiplication effect to this view: each color component of the view is
    /// multiplied by the corresponding component of `color`. Layout is unchanged.
    public func colorMultiply(_ color: Color) -> some View {
        layoutModifier(RenderEffectLayout(effect: .colorMatrix(.multiply(DisplayList.RGBA(color)), name: "ColorMultiplyEffect", problem: nil)))
    }

    /// Inverts the colors in this view: each of red, green and blue becomes one minus itself.
    /// Layout is unchanged.
    public func colorInvert() -> some View {
        layoutModifier(RenderEffectLayout(effect: .colorMatrix(.invert, name: "ColorInvertEffect", problem: nil)))
    }

    /// Applies a hue rotation effect to this view (the W3C Filter Effects `hueRotate` matrix).
    /// Layout is unchanged.
    public func hueRotation(_ angle: Angle) -> some View {
        let radians = angle.radians.isFinite ? angle.radians : 0
        let problem = angle.radians.isFinite ? nil : "hueRotation angle is not finite; drew the view unchanged"
        return layoutModifier(RenderEffectLayout(effect: .colorMatrix(.hueRotation(radians: radians), name: "HueRotationEffect", problem: problem)))
    }

    /// Adds a luminance to alpha effect to this view: it becomes black, transparent where it was
    /// dark and opaque where it was light (alpha = 0.2125 R + 0.7154 G + 0.0721 B, the W3C Filter
    /// Effects `luminanceToAlpha` matrix). Layout is unchanged.
    public func luminanceToAlpha() -> some View {
        layoutModifier(RenderEffectLayout(effect: .colorMatrix(.luminanceToAlpha, name: "LuminanceToAlphaEffect", problem: nil)))
    }

    /// A colour-matrix effect whose amount, when NaN, is reported and drawn as no effect.
    private func colorEffect(_ matrix: DisplayList.ColorMatrix, _ name: String, _ amount: Double, _ label: String) -> some View {
        let problem = amount.isNaN ? "\(label) amount is NaN; drew the view unchanged" : nil
        return layoutModifier(RenderEffectLayout(effect: .colorMatrix(matrix, name: name, problem: problem)))
    }
}
