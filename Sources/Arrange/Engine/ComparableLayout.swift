/// A layout of Arrange's own whose values the engine compares when it matches a new tree with the
/// previous one (`LayoutHost`): public layout types that don't conform to `Equatable` in SwiftUI
/// (and so don't here either), and the most common modifiers, whose comparison this makes a
/// static call in the engine's specialised code instead of a dynamic cast to `Equatable`.
protocol ComparableLayout {
    /// Whether two values lay out the same way.
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool
    /// A digest of the value for `SubtreeStamp`: equal for values that lay out the same way, nil
    /// when the value can't be digested.
    static func stamp(of value: Self) -> UInt64?
}

extension HStackLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool { a.alignment == b.alignment && a.spacing == b.spacing }
    static func stamp(of value: Self) -> UInt64? {
        var stamp = SubtreeStamp(1)
        stamp.combine(value.alignment.key)
        stamp.combine(value.spacing)
        return stamp.finished
    }
}

extension VStackLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool { a.alignment == b.alignment && a.spacing == b.spacing }
    static func stamp(of value: Self) -> UInt64? {
        var stamp = SubtreeStamp(2)
        stamp.combine(value.alignment.key)
        stamp.combine(value.spacing)
        return stamp.finished
    }
}

extension ZStackLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool { a.alignment == b.alignment }
    static func stamp(of value: Self) -> UInt64? {
        var stamp = SubtreeStamp(3)
        stamp.combine(value.alignment)
        return stamp.finished
    }
}

extension GridLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool {
        a.alignment == b.alignment && a.horizontalSpacing == b.horizontalSpacing && a.verticalSpacing == b.verticalSpacing
    }
    /// Grids place their rows' cells themselves; their subtrees are compared node by node.
    static func stamp(of value: Self) -> UInt64? { nil }
}

extension FrameLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool { a == b }
    static func stamp(of value: Self) -> UInt64? {
        guard value.inputProblem == nil else { return nil }
        var stamp = SubtreeStamp(4)
        stamp.combine(value.width)
        stamp.combine(value.height)
        stamp.combine(value.alignment)
        return stamp.finished
    }
}

extension FlexFrameLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool { a == b }
    static func stamp(of value: Self) -> UInt64? {
        guard value.inputProblem == nil else { return nil }
        var stamp = SubtreeStamp(5)
        for constraints in [value.horizontal, value.vertical] {
            stamp.combine(constraints.min)
            stamp.combine(constraints.ideal)
            stamp.combine(constraints.max)
        }
        stamp.combine(value.alignment)
        return stamp.finished
    }
}

extension PaddingLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool { a == b }
    static func stamp(of value: Self) -> UInt64? {
        var stamp = SubtreeStamp(6)
        for inset in [value.insets.top, value.insets.leading, value.insets.bottom, value.insets.trailing] {
            stamp.combine(inset)
        }
        return stamp.finished
    }
}
