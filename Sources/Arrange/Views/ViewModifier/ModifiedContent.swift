/// A value with a modifier applied to it.
///
/// `view.modifier(m)` makes `ModifiedContent(content: view, modifier: m)`, a view; a modifier
/// applied to another modifier (`a.concat(b)`) is itself a modifier that applies `a`, then `b`.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content

    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or view
    /// modifier.
    ///
    /// - Parameters:
    ///   - content: The content that the modifier changes.
    ///   - modifier: The modifier to apply to the content.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}
