/// The engine's identity for one alignment guide: its `AlignmentID` type and its axis.
struct AlignmentKey: Hashable {
    let id: AlignmentID.Type
    let axis: Axis

    init(_ id: AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// How a multi-child container combines its children's explicit values, or nil when the guide
    /// never propagates (the built-in frame guides). Docs/LayoutRules.md §7.
    var combineRule: ExplicitGuideAccumulator.Rule? {
        if id is FrameAlignmentID.Type { return nil }
        if id == FirstTextBaselineAlignmentID.self { return .minimum }
        if id == LastTextBaselineAlignmentID.self { return .maximum }
        return .average
    }

    /// The guide's value for a view of this size when the view sets none.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        id.defaultValue(in: dimensions)
    }
}

/// Combines the explicit guide values of several subviews by a guide's rule.
struct ExplicitGuideAccumulator {
    enum Rule { case average, minimum, maximum }

    let rule: Rule
    private var total: CGFloat = 0
    private var count = 0
    private var extreme: CGFloat?

    init(rule: Rule) { self.rule = rule }

    mutating func add(_ value: CGFloat) {
        count += 1
        total += value
        switch rule {
        case .average: break
        case .minimum: extreme = Swift.min(extreme ?? value, value)
        case .maximum: extreme = Swift.max(extreme ?? value, value)
        }
    }

    var value: CGFloat? {
        guard count > 0 else { return nil }
        return rule == .average ? total / CGFloat(count) : extreme
    }
}
