import Foundation

extension Text {
    /// Creates a text view that displays styled attributed content.
    ///
    /// Each run of the attributed string becomes a run of the text with the attributes SwiftUI
    /// honours (`AttributeScopes.SwiftUIAttributes`): `font`, `foregroundColor`,
    /// `backgroundColor` (filled behind the run's characters), `strikethroughStyle`,
    /// `underlineStyle`, `kern`, `tracking`, `baselineOffset`, and Foundation's `link` (drawn in
    /// the tint, opened with the environment's ``EnvironmentValues/openURL`` when tapped). Other
    /// attributes are ignored, as SwiftUI ignores those it does not know. A run's own attributes
    /// win over the text's modifiers and the environment's.
    ///
    /// ```swift
    /// var message = AttributedString("Hello, world!")
    /// message.font = .headline
    /// Text(message)
    /// ```
    ///
    /// - Parameter attributedContent: An attributed string to style and display.
    ///
    /// (A string literal is a ``LocalizedStringKey`` for `Text`, as in SwiftUI, although
    /// `AttributedString` can also be written as a literal.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        var runs: [Run] = []
        for piece in attributedContent.runs {
            var run = Run(String(attributedContent[piece.range].characters))
            let attributes = piece.attributes
            run.font = attributes[Scope.FontAttribute.self]
            run.color = attributes[Scope.ForegroundColorAttribute.self]
            run.backgroundColor = attributes[Scope.BackgroundColorAttribute.self]
            if let style = attributes[Scope.StrikethroughStyleAttribute.self] { run.styling.strikethrough = .some(style) }
            if let style = attributes[Scope.UnderlineStyleAttribute.self] { run.styling.underline = .some(style) }
            run.styling.kerning = attributes[Scope.KerningAttribute.self]
            run.styling.tracking = attributes[Scope.TrackingAttribute.self]
            run.styling.baselineOffset = attributes[Scope.BaselineOffsetAttribute.self]
            run.link = piece.link
            runs.append(run)
        }
        self.runs = runs
    }
}
