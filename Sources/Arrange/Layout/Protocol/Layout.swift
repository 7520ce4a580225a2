/// A type that defines the geometry of a collection of views.
///
/// Declared exactly as SwiftUI declares it. Implement ``sizeThatFits(proposal:subviews:cache:)`` to
/// report the container's size and ``placeSubviews(in:proposal:subviews:cache:)`` to place its
/// subviews; use the layout as a container by calling it with a view builder:
///
/// ```swift
/// MyEqualWidthHStack {
///     Color.red.frame(width: 40, height: 20)
///     Color.blue.frame(width: 80, height: 20)
/// }
/// ```
///
/// Every container Arrange provides (`HStackLayout`, `VStackLayout`, `ZStackLayout`, …) is written
/// against this protocol and sees its children only through ``LayoutSubviews``, as yours do.
public protocol Layout: Animatable, Sendable {
    /// Properties of a layout container, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// Retrieves the recommended spacing for the layout container.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    ///
    /// `bounds` is the region the container occupies, in the coordinate space that
    /// `LayoutSubview.place(at:anchor:proposal:)` uses; its origin is generally not zero.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// Returns the position of the specified horizontal alignment guide along the x axis.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    /// The default properties: no stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The default implementation calls ``makeCache(subviews:)`` again.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default spacing is the union of the spacing preferences of all subviews on all edges,
    /// or ``ViewSpacing/zero`` when there are none (Docs/LayoutRules.md §3, §8).
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.unionOfSpacing(edges: .all)
    }

    /// The default combines the explicit values of this guide that the subviews report, placed as
    /// this layout places them: custom guides average, `firstTextBaseline` takes the top-most and
    /// `lastTextBaseline` the bottom-most value; the built-in edge and center guides never
    /// propagate out of a multi-child container (Docs/LayoutRules.md §7, §8).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        combinedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The default combines the explicit values of this guide that the subviews report; see the
    /// horizontal variant.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        combinedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews in recording mode and combines their explicit guide values.
    func combinedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        guard let combine = key.combineRule, !subviews.isEmpty, subviews.mayHaveExplicitGuides(on: key.axis) else { return nil }
        let placements = subviews.graph.recordPlacements(of: subviews) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        var combined = ExplicitGuideAccumulator(rule: combine)
        for subview in subviews where !placements.isExcluded(Int(subview.slot)) {
            let placed = placements.resolved(Int(subview.slot), container: bounds, containerProposal: proposal, graph: subviews.graph, node: subview.node)
            guard let value = subviews.graph.explicitGuide(of: subview.node, key, proposal: placed.proposal, size: placed.frame.size) else { continue }
            combined.add(value + (key.axis == .horizontal ? placed.frame.minX - bounds.minX : placed.frame.minY - bounds.minY))
        }
        subviews.graph.release(placements)
        return combined.value
    }
}

extension Layout where Cache == Void {
    /// Layouts whose cache is `Void` need no cache: this returns `()`.
    public func makeCache(subviews: Self.Subviews) -> Void { () }
}
