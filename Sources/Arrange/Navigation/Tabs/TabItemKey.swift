/// The label of a tab's item in the tab bar, stored as a trait of the tab's node.
struct TabItemKey: LayoutValueKey {
    static let defaultValue: AnyView? = nil
}
