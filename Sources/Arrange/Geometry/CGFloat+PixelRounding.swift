extension CGFloat {
    /// This length rounded up to the pixel grid of `displayScale` (1 when the scale isn't a
    /// positive number), ignoring float noise below a millionth of a pixel: text sizes and text
    /// spacing are whole pixels (Docs/LayoutRules.md §1, §3).
    func roundedUpToPixel(displayScale: CGFloat) -> CGFloat {
        let scale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        return (self * scale - 1e-6).rounded(.up) / scale
    }
}
