/// A layout of Arrange's own whose values the engine compares when it matches a new tree with the
/// previous one (`LayoutHost`): public layout types that don't conform to `Equatable` in SwiftUI
/// (and so don't here either), and the most common modifiers, whose comparison this makes a
/// static call in the engine's specialised code instead of a dynamic cast to `Equatable`.
protocol ComparableLayout {
    /// Whether two values lay out the same way.
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool
}

extension HStackLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool { a.alignment == b.alignment && a.spacing == b.spacing }
}

extension VStackLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool { a.alignment == b.alignment && a.spacing == b.spacing }
}

extension ZStackLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool { a.alignment == b.alignment }
}

extension GridLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool {
        a.alignment == b.alignment && a.horizontalSpacing == b.horizontalSpacing && a.verticalSpacing == b.verticalSpacing
    }
}

extension FrameLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool { a == b }
}

extension FlexFrameLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool { a == b }
}

extension PaddingLayout: ComparableLayout {
    static func hasSameValue(_ a: Self, _ b: Self) -> Bool { a == b }
}
