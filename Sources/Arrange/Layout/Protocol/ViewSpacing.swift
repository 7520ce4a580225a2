/// A collection of the geometric spacing preferences of a view.
///
/// A preference applies to one edge of the view, either to any neighbour or only to neighbours of a
/// category (text, for instance). ``distance(to:along:)`` combines two views' preferences into the
/// distance a stack puts between them (Docs/LayoutRules.md §3): matching categories give the largest combined
/// value; failing that, category-free values give their maximum; failing that, the platform default
/// of 8 points.
public struct ViewSpacing: Equatable, Sendable {
    /// The kinds of neighbour a preference can be restricted to.
    enum Category: UInt8, Sendable {
        case textToText, edgeAboveText, edgeBelowText, textBaseline, edgeLeftText, edgeRightText
    }

    /// One preference: `value` on `edge`, for neighbours of `category` (nil: any neighbour).
    struct Entry: Equatable, Sendable {
        var category: Category?
        var edge: Edge
        var value: CGFloat
    }

    private(set) var entries: [Entry]

    /// The distance between two views when neither has a preference: 8 points on both axes, as on
    /// iOS and macOS (Docs/LayoutRules.md §3).
    static let defaultDistance: CGFloat = 8

    /// A view spacing instance that contains zero on all edges: a neighbour may touch the view.
    public static let zero = ViewSpacing(entries: Edge.allCases.map { Entry(category: nil, edge: $0, value: 0) })

    /// Initializes an instance with default spacing values: no preferences, so the platform default
    /// applies.
    public init() {
        self.entries = []
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// The preferences of a plain view (a colour, shape, frame, …): only text-related categories,
    /// all zero, so two plain views get the default distance (Docs/LayoutRules.md §3).
    static let plain = ViewSpacing(entries: [
        Entry(category: .edgeBelowText, edge: .top, value: 0),
        Entry(category: .edgeAboveText, edge: .bottom, value: 0),
        Entry(category: .edgeRightText, edge: .leading, value: 0),
        Entry(category: .edgeLeftText, edge: .trailing, value: 0),
    ])

    /// The preferences of a `Spacer`: category-free zero on the edges of its axis, or on all edges
    /// when it has no orientation (Docs/LayoutRules.md §6).
    static func spacer(along axis: Axis?) -> ViewSpacing {
        switch axis {
        case .horizontal?: return ViewSpacing(entries: [Entry(category: nil, edge: .leading, value: 0), Entry(category: nil, edge: .trailing, value: 0)])
        case .vertical?: return ViewSpacing(entries: [Entry(category: nil, edge: .top, value: 0), Entry(category: nil, edge: .bottom, value: 0)])
        case nil: return .zero
        }
    }

    /// Gets the preferred spacing distance along the given axis to the view that returns a
    /// specified spacing preference (the view after this one, to the right or below).
    /// Whether these are a plain view's preferences (`plain`), in any order.
    var isPlain: Bool {
        entries == Self.plain.entries
            || (entries.count == Self.plain.entries.count && Self.plain.entries.allSatisfy { entries.contains($0) })
    }

    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        // Two plain views (the common case) share no category and have no category-free value.
        if entries == Self.plain.entries && next.entries == Self.plain.entries { return Self.defaultDistance }
        let (ownEdge, nextEdge): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        var matched: CGFloat?
        var anyNeighbour: CGFloat?
        for mine in entries where mine.edge == ownEdge {
            guard let category = mine.category else {
                anyNeighbour = Swift.max(anyNeighbour ?? mine.value, mine.value)
                continue
            }
            for theirs in next.entries where theirs.edge == nextEdge && theirs.category == category {
                let combined = mine.value + theirs.value
                matched = Swift.max(matched ?? combined, combined)
            }
        }
        if let matched { return matched }
        for theirs in next.entries where theirs.edge == nextEdge && theirs.category == nil {
            anyNeighbour = Swift.max(anyNeighbour ?? theirs.value, theirs.value)
        }
        return anyNeighbour ?? Self.defaultDistance
    }

    /// Merges the spacing preferences of another spacing instance with this instance for a
    /// specified set of edges, keeping the larger value where both have one.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for entry in other.entries where edges.contains(Edge.Set(entry.edge)) {
            if let index = entries.firstIndex(where: { $0.edge == entry.edge && $0.category == entry.category }) {
                entries[index].value = Swift.max(entries[index].value, entry.value)
            } else {
                entries.append(entry)
            }
        }
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance with this
    /// instance for a specified set of edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// This spacing with the preferences on `edges` replaced by a plain view's (what frames and
    /// padding do to the edges they constrain, Docs/LayoutRules.md §3).
    func resettingToPlain(_ edges: Edge.Set) -> ViewSpacing {
        guard !edges.isEmpty, entries != Self.plain.entries else { return self }
        var copy = ViewSpacing(entries: entries.filter { !edges.contains(Edge.Set($0.edge)) })
        copy.formUnion(.plain, edges: edges)
        return copy
    }
}
