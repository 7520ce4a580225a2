import Foundation

/// One `Text` as resolved in its environment: its runs with their fonts, its paragraph settings,
/// and the layouts computed for it, memoised per proposal.
final class TextModel: @unchecked Sendable {
    /// The runs with resolved fonts.
    let inputs: [ShapedText.Input]
    /// Where the faces come from.
    let provider: FontProvider
    /// The colour each run asked for with `foregroundColor(_:)`, if any (a link's: the tint).
    let runColors: [Color?]
    /// The URL each run links to, if any (Text+Link.swift).
    let links: [URL?]
    /// The colour filled behind each run, if any (an `AttributedString`'s `backgroundColor`).
    let backgrounds: [Color?]
    /// The images of the runs that show one (`Text(Image)`), by run.
    let images: [Int: InlineImage]
    /// The line each run draws under and through its text, if any.
    let decorations: [(underline: Text.LineStyle?, strikethrough: Text.LineStyle?)]
    /// The environment's foreground colour, for runs that name none.
    let foregroundColor: Color?
    /// How lines line up with each other within the text's frame.
    let alignment: TextAlignment
    /// Whether the text draws as placeholder bars (`redacted(reason: .placeholder)`).
    let isRedacted: Bool
    /// The environment's layout direction: the direction of bidirectional paragraphs without a
    /// strong character.
    let layoutDirection: LayoutDirection
    /// The settings that cut the shaped text into lines.
    private let settings: Settings
    private var shapedText: ShapedText?
    /// The layout for an unspecified proposal, which answers every proposal at least as large.
    private var ideal: TextLayoutResult?
    private var layouts: [ProposedViewSize: TextLayoutResult] = [:]

    /// Paragraph settings from the environment.
    struct Settings {
        var lineLimit: Int?
        var lineSpacing: CGFloat
        var truncationMode: Text.TruncationMode
        var minimumScaleFactor: CGFloat
        var displayScale: CGFloat
        /// Whether characters may be tightened before the text is truncated.
        var allowsTightening = false
        /// Whether the text is at least `lineLimit` lines tall (`lineLimit(_:reservesSpace:)`).
        var reservesSpace = false
    }

    init(text: Text, environment: EnvironmentValues) {
        let base = environment.font ?? .body
        let stylings = text.runs.map { $0.styling.over(environment.textStyling) }
        let textCase = environment.textCase
        func finite(_ value: CGFloat?) -> CGFloat { value.map { $0.isFinite ? $0 : 0 } ?? 0 }
        func resolved(_ style: Text.LineStyle?) -> Text.LineStyle? {
            style.map { Text.LineStyle(pattern: $0.pattern, color: $0.color?.resolved(in: environment.colorScheme)) }
        }
        // A run of a small-capitals font is cut into full-size and small-capital stretches
        // (SmallCapsRuns), each a run of its own with the run's colour and lines.
        var inputs: [ShapedText.Input] = [], decorations: [(underline: Text.LineStyle?, strikethrough: Text.LineStyle?)] = []
        var runColors: [Color?] = [], links: [URL?] = [], backgrounds: [Color?] = []
        var images: [Int: InlineImage] = [:]
        for (run, styling) in zip(text.runs, stylings) {
            let font = styling.apply(to: run.font ?? base)
            let resolvedFont = font.resolved(in: environment)
            let lines = (resolved(styling.underline ?? nil), resolved(styling.strikethrough ?? nil))
            let color = (run.color ?? (run.link != nil ? environment.controlTint : nil))?.resolved(in: environment.colorScheme)
            let string = run.resolvedString(in: environment)
            let background = run.backgroundColor?.resolved(in: environment.colorScheme)
            if let image = run.image {
                let inline = InlineImage(image, pointSize: resolvedFont.pointSize, weight: resolvedFont.weight, environment: environment)
                images[inputs.count] = inline
                inputs.append(ShapedText.Input(string: run.string, font: resolvedFont, extraSpacing: 0,
                                               baselineOffset: finite(styling.baselineOffset), attachment: inline.size))
                decorations.append(lines)
                runColors.append(color)
                links.append(run.link)
                backgrounds.append(background)
                continue
            }
            for piece in SmallCapsRuns.split(textCase?.apply(to: string) ?? string, caps: font.smallCapitals) {
                var pieceFont = resolvedFont
                if piece.isSmall { pieceFont.pointSize *= Font.smallCapsScale }
                inputs.append(ShapedText.Input(string: piece.text, font: pieceFont,
                                               extraSpacing: finite(styling.kerning) + finite(styling.tracking),
                                               baselineOffset: finite(styling.baselineOffset), leadingAdjustment: font.lineLeading.adjustment))
                decorations.append(lines)
                runColors.append(color)
                links.append(run.link)
                backgrounds.append(background)
            }
        }
        self.inputs = inputs
        self.decorations = decorations
        self.runColors = runColors
        self.links = links
        self.backgrounds = backgrounds
        self.images = images
        provider = environment.fontProvider
        foregroundColor = environment.foregroundColor
        alignment = environment.multilineTextAlignment
        isRedacted = environment.redactionReasons.contains(.placeholder)
        layoutDirection = environment.layoutDirection
        settings = Settings(lineLimit: environment.lineLimit, lineSpacing: environment.lineSpacing,
                            truncationMode: environment.truncationMode, minimumScaleFactor: environment.minimumScaleFactor,
                            displayScale: environment.displayScale, allowsTightening: environment.allowsTightening,
                            reservesSpace: environment.lineLimitReservesSpace)
    }

    /// The extra space between lines.
    var lineSpacing: CGFloat { settings.lineSpacing }

    /// The characters measured with their fonts, shared by every text with the same runs.
    var shaped: ShapedText {
        if let shapedText { return shapedText }
        let made = ShapedTextCache.shared.shapedText(for: inputs, provider: provider, layoutDirection: layoutDirection)
        shapedText = made
        return made
    }

    /// The text laid out for `proposal`.
    ///
    /// A proposal at least as large as the ideal size on both axes gets the ideal layout (the
    /// same lines fit), unless the ideal layout itself is truncated by the line limit: a wider
    /// line then shows more of the text.
    func layout(for proposal: ProposedViewSize) -> TextLayoutResult {
        let ideal = self.ideal ?? reservingSpace(typesetter.layout(for: .unspecified), for: .unspecified)
        self.ideal = ideal
        if proposal.width != 0, proposal.height != 0,
           (proposal.width ?? .infinity) >= ideal.size.width, (proposal.height ?? .infinity) >= ideal.size.height,
           !ideal.lines.contains(where: \.isTruncated) {
            return ideal
        }
        if let known = layouts[proposal] { return known }
        let result = reservingSpace(typesetter.layout(for: proposal), for: proposal)
        layouts[proposal] = result
        return result
    }

    /// `result` made `lineLimit` lines tall when the limit reserves space
    /// (`lineLimit(_:reservesSpace:)`): each missing line as tall as the last line (or, for an
    /// empty text, the first run's line), with the line spacing between lines. A proposal of zero
    /// still gets a zero size.
    private func reservingSpace(_ result: TextLayoutResult, for proposal: ProposedViewSize) -> TextLayoutResult {
        guard settings.reservesSpace, let limit = settings.lineLimit, result.lines.count < limit,
              proposal.width != 0, proposal.height != 0 else { return result }
        let metrics = result.lines.last?.metrics ?? shaped.runMetrics.first ?? LineMetrics(ascent: 0, descent: 0, leading: 0, capHeight: 0)
        var total: CGFloat = 0
        for (index, line) in result.lines.enumerated() { total += line.metrics.lineHeight * result.scale + (index > 0 ? lineSpacing : 0) }
        for index in result.lines.count..<limit { total += metrics.lineHeight * result.scale + (index > 0 ? lineSpacing : 0) }
        var reserved = result
        reserved.size.height = total.roundedUpToPixel(displayScale: settings.displayScale)
        if result.lines.isEmpty { (reserved.firstBaseline, reserved.lastBaseline) = (metrics.ascent, metrics.ascent) }
        return reserved
    }

    private var typesetter: Typesetter {
        Typesetter(text: shaped, lineLimit: settings.lineLimit, lineSpacing: settings.lineSpacing,
                   truncationMode: settings.truncationMode, minimumScaleFactor: settings.minimumScaleFactor,
                   displayScale: settings.displayScale, allowsTightening: settings.allowsTightening)
    }

    /// The text's spacing preferences (Docs/LayoutRules.md §3, from the first run's font): font-dependent
    /// distances above and below, the leading of the lower text between two texts, and a plain
    /// view's preferences on the leading and trailing edges.
    var spacing: ViewSpacing {
        let metrics = shaped.runMetrics.first ?? LineMetrics(ascent: 0, descent: 0, leading: 0, capHeight: 0)
        func up(_ value: CGFloat) -> CGFloat { value.roundedUpToPixel(displayScale: settings.displayScale) }
        let lineHeight = metrics.ascent + metrics.descent
        let textSpacing = up(0.1 * lineHeight)
        let lineSpacing = lineHeight + textSpacing
        return ViewSpacing(entries: [
            .init(category: .edgeAboveText, edge: .top, value: lineSpacing - metrics.ascent),
            .init(category: .edgeBelowText, edge: .bottom, value: Swift.max(lineSpacing - metrics.capHeight, textSpacing + metrics.descent)),
            .init(category: .textToText, edge: .top, value: up(metrics.leading)),
            .init(category: .textToText, edge: .bottom, value: 0),
            .init(category: .edgeRightText, edge: .leading, value: 0),
            .init(category: .edgeLeftText, edge: .trailing, value: 0),
        ])
    }
}
