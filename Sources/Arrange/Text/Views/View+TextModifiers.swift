extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the Dynamic Type size within the view to the given value.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Sets the maximum number of lines that text can occupy in this view.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number.map { Swift.max($0, 1) })
            .environment(\.lineLimitReservesSpace, false)
    }

    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets the amount of space between lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing.isFinite ? Swift.max(lineSpacing, 0) : 0)
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? Swift.min(Swift.max(factor, 0.01), 1) : 1)
    }
}
