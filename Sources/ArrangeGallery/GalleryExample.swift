import Arrange

/// One picture of the gallery: a view, the size proposed to it, and the Swift code that builds it.
///
/// The code is the text of the closure that makes the view, written once as a raw string literal
/// directly above that closure (see ``GalleryExample/init(_:_:family:proposal:code:content:)``);
/// a test checks that the two stay identical.
public struct GalleryExample: @unchecked Sendable {
    /// A file-name-safe identifier, e.g. `grid-leaderboard`: the SVG and PNG are `NAME.svg` and
    /// `NAME.png`.
    public let name: String
    /// A short human title, e.g. "Leaderboard grid (WWDC22)".
    public let title: String
    /// The family the example belongs to, e.g. "Seeds", "Containers", "Text".
    public let family: String
    /// The size proposed to the view; `.unspecified` (its ideal size) unless the example needs a width.
    public let proposal: ProposedViewSize
    /// The Swift code that builds the view, shown next to its pictures.
    public let code: String
    /// Makes the view.
    public let makeView: () -> AnyView

    /// Creates an example.
    ///
    /// - Parameters:
    ///   - name: The file-name-safe identifier (lower-case letters, digits and hyphens).
    ///   - title: The human title.
    ///   - family: The family it belongs to.
    ///   - proposal: The size proposed to the view.
    ///   - code: The text of `content`'s body.
    ///   - content: Builds the view.
    public init<V: View>(_ name: String, _ title: String, family: String, proposal: ProposedViewSize = .unspecified,
                         code: String, @ViewBuilder content: @escaping () -> V) {
        self.name = name
        self.title = title
        self.family = family
        self.proposal = proposal
        self.code = code
        self.makeView = { AnyView(content()) }
    }

    /// The example's view (lay it out with ``proposal``).
    public var view: AnyView { makeView() }
}
