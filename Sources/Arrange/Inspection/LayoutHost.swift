/// Keeps a view laid out, and lays it out again after a change paying only for what changed.
///
/// A host holds the laid-out tree of its root view. Give it a new value of the root view with
/// ``update(rootView:)`` (or a new size with ``update(size:)``) and it resolves the value again,
/// matches the new views to the old ones by structural identity (their position in the tree,
/// conditional branches, `ForEach` and `.id(_:)` identifiers), and lays out again only the views
/// whose inputs changed and their ancestors. Every other view keeps its memoised sizes and its
/// layout's cache, and when its container places it as before, its frames are moved rather than
/// computed. The frames are identical to a full layout of the new value.
///
/// ```swift
/// let host = LayoutHost(rootView: Board(cards: cards), size: CGSize(width: 800, height: 600))
/// host.snapshot.frame(of: "card-3")
/// cards[3].isExpanded = true
/// host.update(rootView: Board(cards: cards))  // lays out card 3 and its ancestors again
/// host.snapshot.frame(of: "card-3")
/// host.snapshot.statistics.measureCalls          // what the update measured
/// ```
///
/// A view's inputs are its kind, its layout's value (compared with `==` when the layout type is
/// `Equatable`, else bit for bit when it is a plain value; otherwise it counts as changed), its
/// layout priority, layout values and other traits (compared when `Equatable`), and its children's
/// identities. A custom layout whose subviews changed gets its previous cache through
/// `updateCache(_:subviews:)`; an unchanged one gets it as it was.
///
/// Trees holding a `GeometryReader`, a `ScrollView` or a lazy container, trees with a safe area
/// (hosting insets, `safeAreaInset`, `safeAreaPadding`), and trees whose previous layout reported
/// diagnostics, are laid out in full on every update.
///
/// It plays the part that a hosting view plays in an app: SwiftUI has no public counterpart, as its
/// views are updated by their state.
public final class LayoutHost<Content: View> {
    /// The root view most recently laid out.
    public private(set) var rootView: Content
    /// Where the root view goes: in a hosting area of a size, or at the origin with a proposal.
    private var placement: HostingArea
    /// The environment the root view is resolved in.
    public let environment: EnvironmentValues
    /// The current layout.
    private var graph: LayoutGraph

    /// Lays out `rootView` as a hosting view of `size` does (the size is proposed to the root view
    /// and its answer is centred), keeping the result for later updates.
    ///
    /// - Parameters:
    ///   - rootView: The view to lay out.
    ///   - size: The size of the hosting area.
    ///   - safeAreaInsets: The hosting area's safe-area insets (Docs/LayoutRules.md §13); none by
    ///     default.
    ///   - environment: The environment the view is resolved in.
    public init(rootView: Content, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), environment: EnvironmentValues = EnvironmentValues()) {
        self.rootView = rootView
        self.placement = HostingArea(size: size, safeAreaInsets: safeAreaInsets)
        self.environment = environment
        self.graph = Self.layOut(rootView, placement: placement, environment: environment, after: nil)
    }

    /// Lays out `rootView` proposed exactly `proposal`, with its origin at (0, 0), keeping the
    /// result for later updates.
    ///
    /// - Parameters:
    ///   - rootView: The view to lay out.
    ///   - proposal: The size proposed to the root view.
    ///   - environment: The environment the view is resolved in.
    public init(rootView: Content, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.rootView = rootView
        self.placement = HostingArea(proposal: proposal)
        self.environment = environment
        self.graph = Self.layOut(rootView, placement: placement, environment: environment, after: nil)
    }

    /// The frames of the current layout. A snapshot stays valid after later updates.
    public var snapshot: LayoutSnapshot { LayoutSnapshot(graph: graph) }

    /// Lays out a new value of the root view, reusing what did not change.
    ///
    /// - Parameter rootView: The new value of the root view.
    /// - Complexity: Resolving the new value and matching it with the old tree are linear in the
    ///   number of views (a few nanoseconds per unchanged view); layout costs what the changed views
    ///   and their ancestors cost, plus moving the frames of the unchanged views that moved.
    public func update(rootView: Content) {
        self.rootView = rootView
        offerStorage()
        graph = Self.layOut(rootView, placement: placement, environment: environment, after: graph)
    }

    /// Lays out the root view again in a hosting area of a new size (as
    /// ``init(rootView:size:safeAreaInsets:environment:)`` does), reusing every size memoised for proposals that
    /// are asked again.
    ///
    /// - Parameter size: The new size of the hosting area.
    public func update(size: CGSize) {
        placement = HostingArea(size: size, safeAreaInsets: placement.safeAreaInsets)
        offerStorage()
        graph = Self.layOut(rootView, placement: placement, environment: environment, after: graph)
    }

    /// Lays out the root view again in a hosting area of a new size and new safe-area insets.
    ///
    /// - Parameters:
    ///   - size: The new size of the hosting area.
    ///   - safeAreaInsets: Its new safe-area insets (Docs/LayoutRules.md §13).
    public func update(size: CGSize, safeAreaInsets: EdgeInsets) {
        placement = HostingArea(size: size, safeAreaInsets: safeAreaInsets)
        offerStorage()
        graph = Self.layOut(rootView, placement: placement, environment: environment, after: graph)
    }

    /// Lets the next layout take the current one's per-node storage when no snapshot of it is kept
    /// anywhere (the host holds the only reference): it is then written in place instead of copied.
    private func offerStorage() {
        if isKnownUniquelyReferenced(&graph) { graph.mayGiveUpStorage = true }
    }

    private static func layOut(_ view: Content, placement: HostingArea, environment: EnvironmentValues, after previous: LayoutGraph?) -> LayoutGraph {
        LayoutSnapshot.layOut(view, environment: environment, in: placement, after: previous, stamped: true)
    }
}
