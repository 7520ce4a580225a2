extension Image {
    /// Sets the mode by which SwiftUI resizes an image to fit its space: the image takes the
    /// proposed size (its own size on an unspecified axis). `capInsets` (in image pixels) keep the
    /// edges at their size, nine-slice: corners unscaled, edges scaled along their length, the
    /// centre filling the rest; `resizingMode` stretches or tiles the centre and edges.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode: `.template`
    /// draws the image's alpha in the foreground colour; `.original` and nil draw its colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// Specifies the current level of quality for rendering an image that requires resampling:
    /// `.none` draws the nearest pixel, `.low` blends the four nearest, `.medium` and `.high` also
    /// average every pixel under a drawn pixel when the image is drawn smaller than its pixels.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image: when false, the
    /// image's edges cover whole pixels (a pixel is drawn when its centre is inside).
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }

    /// Sets the rendering mode for symbol images within this view (stored: symbols are drawn in one
    /// colour, as `monochrome`, whatever the mode; Docs/Differences.md "Symbol images").
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingMode = mode
        return copy
    }
}
