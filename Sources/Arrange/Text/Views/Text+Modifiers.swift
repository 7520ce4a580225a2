extension Text {
    /// Sets the default font for text in the view (runs that set none).
    public func font(_ font: Font?) -> Text {
        modifyingRuns { if $0.font == nil { $0.font = font } }
    }

    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        modifyingRuns { if $0.weight == nil { $0.weight = weight } }
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
        modifyingRuns { if isActive { $0.isItalic = true } }
    }

    /// Sets the spacing, or kerning, between characters, in points.
    public func kerning(_ kerning: CGFloat) -> Text {
        modifyingRuns { $0.kerning = kerning }
    }

    /// Sets the tracking for the text: extra space added after every character, in points.
    public func tracking(_ tracking: CGFloat) -> Text {
        modifyingRuns { $0.tracking = tracking }
    }

    /// Modifies the text view's font to use fixed-width digits.
    public func monospacedDigit() -> Text {
        modifyingRuns { $0.usesMonospacedDigits = true }
    }

    /// Sets the color of the text.
    public func foregroundColor(_ color: Color?) -> Text {
        modifyingRuns { if $0.color == nil { $0.color = color } }
    }
}
