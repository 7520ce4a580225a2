extension View {
    /// Sets one field of the text styling for the text in this view (an inner setting wins).
    private func textStyling(_ change: @escaping (inout TextStyling) -> Void) -> some View {
        transformEnvironment(\.textStyling, transform: change)
    }

    /// Applies a bold font weight to the text in this view (`false` removes an outer bold or
    /// weight; see Docs/Differences.md).
    public func bold(_ isActive: Bool = true) -> some View {
        textStyling { $0.weight = isActive ? .bold : nil }
    }

    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View {
        textStyling { $0.isItalic = isActive }
    }

    /// Sets the font weight of the text in this view (nil: the font's own weight).
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        textStyling { $0.weight = weight }
    }

    /// Sets the font design of the text in this view (nil: the font's own design).
    public func fontDesign(_ design: Font.Design?) -> some View {
        textStyling { $0.design = design }
    }

    /// Sets the font width of the text in this view (measured as standard in Arrange; see
    /// Docs/Differences.md).
    public func fontWidth(_ width: Font.Width?) -> some View {
        textStyling { $0.width = width }
    }

    /// Sets the spacing, or kerning, between characters for the text in this view.
    public func kerning(_ kerning: CGFloat) -> some View {
        textStyling { $0.kerning = kerning }
    }

    /// Sets the tracking for the text in this view: extra space after every character, in points.
    public func tracking(_ tracking: CGFloat) -> some View {
        textStyling { $0.tracking = tracking }
    }

    /// Sets the vertical offset for the text relative to its baseline for this view.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        textStyling { $0.baselineOffset = baselineOffset }
    }

    /// Modifies the fonts of all child views to use the fixed-width variant of the current font,
    /// if possible.
    public func monospaced(_ isActive: Bool = true) -> some View {
        textStyling { $0.isMonospaced = isActive }
    }

    /// Modifies the fonts of all child views to use fixed-width digits, if possible, while leaving
    /// other characters proportionally spaced.
    public func monospacedDigit() -> some View {
        textStyling { $0.usesMonospacedDigits = true }
    }

    /// Applies an underline to the text in this view.
    ///
    /// - Parameters:
    ///   - isActive: Whether the underline is drawn (`false` removes an outer underline).
    ///   - pattern: The pattern of the line.
    ///   - color: The colour of the line (nil: the text's colour).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        let style: Text.LineStyle? = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        return textStyling { $0.underline = .some(style) }
    }

    /// Applies a strikethrough to the text in this view.
    ///
    /// - Parameters:
    ///   - isActive: Whether the strikethrough is drawn (`false` removes an outer one).
    ///   - pattern: The pattern of the line.
    ///   - color: The colour of the line (nil: the text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        let style: Text.LineStyle? = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        return textStyling { $0.strikethrough = .some(style) }
    }

    /// Sets a transform for the case of the text contained in this view when displayed (nil: the
    /// text as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
