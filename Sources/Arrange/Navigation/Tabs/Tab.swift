/// The content for a tab and the tab's associated tab item in a tab view (iOS 18).
///
/// ```swift
/// TabView {
///     Tab("Received", systemImage: "tray.and.arrow.down.fill") { ReceivedView() }
///     Tab("Sent", systemImage: "tray.and.arrow.up.fill") { SentView() }
/// }
/// ```
///
/// In Arrange a tab is a view: its content with its item (`tabItem`) and its value (`tag`).
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// The content with its tab item and value.
    public var body: some View {
        TabItemContent(content: content, label: label, value: value)
    }
}

extension Tab where Label == Arrange.Label<Text, Image> {
    /// Creates a tab that the tab view presents when the tab view's selection matches `value`,
    /// with a label from a title and a system image.
    ///
    /// - Parameters:
    ///   - title: The label for the tab's tab item.
    ///   - image: The system image for the tab's tab item.
    ///   - value: The selection value which selects this tab.
    ///   - content: The view content of the tab.
    public init<S: StringProtocol>(_ title: S, systemImage image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        self.label = Arrange.Label(title, systemImage: image)
    }
}

extension Tab where Value == Never, Label == Arrange.Label<Text, Image> {
    /// Creates a tab with a label from a title and a system image; it is selected by its
    /// position.
    ///
    /// - Parameters:
    ///   - title: The label for the tab's tab item.
    ///   - image: The system image for the tab's tab item.
    ///   - content: The view content of the tab.
    public init<S: StringProtocol>(_ title: S, systemImage image: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = Arrange.Label(title, systemImage: image)
    }
}
