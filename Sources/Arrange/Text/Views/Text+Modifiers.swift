extension Text {
    /// Sets the default font for text in the view (runs that set none).
    public func font(_ font: Font?) -> Text {
        modifyingRuns { if $0.font == nil { $0.font = font } }
    }

    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        modifyingRuns { if $0.styling.weight == nil { $0.styling.weight = weight } }
    }

    /// Applies a bold font weight to the text.
    public func bold() -> Text { bold(true) }

    /// Applies a bold font weight to the text, if `isActive`.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? fontWeight(.bold) : self
    }

    /// Applies italics to the text.
    public func italic() -> Text { italic(true) }

    /// Applies italics to the text, if `isActive`.
    public func italic(_ isActive: Bool) -> Text {
        modifyingRuns { if isActive { $0.styling.isItalic = true } }
    }

    /// Sets the font design of the text (nil leaves the font's design).
    public func fontDesign(_ design: Font.Design?) -> Text {
        modifyingRuns { if $0.styling.design == nil { $0.styling.design = design } }
    }

    /// Sets the font width of the text (measured as standard in Arrange; see Docs/Differences.md).
    public func fontWidth(_ width: Font.Width?) -> Text {
        modifyingRuns { if $0.styling.width == nil { $0.styling.width = width } }
    }

    /// Sets the spacing, or kerning, between characters, in points.
    public func kerning(_ kerning: CGFloat) -> Text {
        modifyingRuns { if $0.styling.kerning == nil { $0.styling.kerning = kerning } }
    }

    /// Sets the tracking for the text: extra space added after every character, in points.
    public func tracking(_ tracking: CGFloat) -> Text {
        modifyingRuns { if $0.styling.tracking == nil { $0.styling.tracking = tracking } }
    }

    /// Sets the vertical offset for the text relative to its baseline, in points (positive
    /// raises the text).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        modifyingRuns { if $0.styling.baselineOffset == nil { $0.styling.baselineOffset = baselineOffset } }
    }

    /// Modifies the text view's font to use fixed-width digits.
    public func monospacedDigit() -> Text {
        modifyingRuns { $0.styling.usesMonospacedDigits = true }
    }

    /// Modifies the font of the text to use the fixed-width variant of the current font, if
    /// `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text {
        modifyingRuns { if isActive { $0.styling.isMonospaced = true } }
    }

    /// Applies an underline to the text.
    ///
    /// - Parameters:
    ///   - isActive: Whether the underline is drawn.
    ///   - pattern: The pattern of the line.
    ///   - color: The colour of the line (nil: the text's colour).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        let style: LineStyle? = isActive ? LineStyle(pattern: pattern, color: color) : nil
        return modifyingRuns { if $0.styling.underline == nil { $0.styling.underline = .some(style) } }
    }

    /// Applies a strikethrough to the text.
    ///
    /// - Parameters:
    ///   - isActive: Whether the strikethrough is drawn.
    ///   - pattern: The pattern of the line.
    ///   - color: The colour of the line (nil: the text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        let style: LineStyle? = isActive ? LineStyle(pattern: pattern, color: color) : nil
        return modifyingRuns { if $0.styling.strikethrough == nil { $0.styling.strikethrough = .some(style) } }
    }

    /// Sets the color of the text.
    public func foregroundColor(_ color: Color?) -> Text {
        modifyingRuns { if $0.color == nil { $0.color = color } }
    }

    /// Sets the style of the text to a shape style; the text is drawn in the style's colour (a
    /// gradient's first stop).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let color = (style as? Color) ?? Paint(style, in: EnvironmentValues())?.representativeColor
        return modifyingRuns { if $0.color == nil { $0.color = color } }
    }
}
