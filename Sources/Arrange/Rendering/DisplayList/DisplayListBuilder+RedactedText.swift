extension DisplayListBuilder {
    /// The opacity of a placeholder bar, as a fraction of the text's colour's own.
    static let redactionOpacity = 0.2

    /// Appends a redacted text's placeholder bars (`redacted(reason: .placeholder)`): one rounded
    /// rectangle per line of `layout`, where the line's glyphs would be.
    ///
    /// A bar spans the line's width (lined up as the glyphs would be) and its ascent plus descent,
    /// from the line's top; its corners are rounded by a quarter of its height. It is filled with
    /// the text's colour at ``redactionOpacity`` of its opacity (Docs/Differences.md, "Styles").
    mutating func paintRedactedText(_ layout: TextLayoutResult, color: DisplayList.RGBA, lineSpacing: CGFloat, in frame: CGRect,
                                    alignment: TextAlignment, rightToLeft: Bool, identity: DisplayList.Identity, source: String) {
        var barColor = color
        barColor.opacity *= Self.redactionOpacity
        var alignment = alignment
        if rightToLeft { alignment = alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center }
        var top = frame.minY
        for (index, line) in layout.lines.enumerated() {
            if index > 0 { top += lineSpacing }
            let width = line.width * layout.scale
            let height = (line.metrics.ascent + line.metrics.descent) * layout.scale
            let slack = frame.width - width
            let x = frame.minX + (alignment == .leading ? 0 : alignment == .center ? slack / 2 : slack)
            if width > 0, height > 0 {
                let bar = CGRect(x: x, y: top, width: width, height: height)
                let path = Path(roundedRect: bar, cornerSize: CGSize(width: height / 4, height: height / 4), style: .continuous)
                append(.fill(path, color: barColor, rule: .nonZero), identity, source)
            }
            top += line.metrics.lineHeight * layout.scale
        }
    }
}
