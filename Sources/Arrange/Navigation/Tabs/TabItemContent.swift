/// A tab's content with its item label and, when it has one, its value as its tag.
struct TabItemContent<Content: View, Label: View, Value: Hashable>: View {
    let content: Content
    let label: Label
    let value: Value?

    var body: some View {
        if let value {
            content.tabItem { label }.layoutValue(key: PickerTagKey.self, value: AnyHashable(value))
        } else {
            content.tabItem { label }
        }
    }
}
