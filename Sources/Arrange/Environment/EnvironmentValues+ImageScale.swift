private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The image scale for this environment (`.medium` by default): symbol placeholders are
    /// 0.8, 1 or 1.3 times their medium size.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The current symbol rendering mode, or nil when it is the symbol's default (stored only).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Scales images within the view according to one of the relative sizes available including
    /// small, medium, and large images sizes.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
