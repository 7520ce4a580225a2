/// A view that switches between multiple child views using interactive user interface elements.
///
/// ```swift
/// @State private var selection = "home"
/// TabView(selection: $selection) {
///     Tab("Home", systemImage: "house", value: "home") { HomeView() }
///     Tab("Settings", systemImage: "gear", value: "settings") { SettingsView() }
/// }
/// ```
///
/// Each view of the content is a tab; its item in the tab bar is its `tabItem` label (or a
/// `Tab`'s title and image), its selection value its `tag` (or a `Tab`'s value; its position when
/// it has none). The tab bar lies along the bottom of the view's safe area, 49 points high, its
/// background reaching into the bottom safe-area inset; the items share its width equally, each
/// an icon over a 10-point medium caption, the selected one in the accent colour and the others
/// gray; a `badge` on a tab draws a red badge by its icon. Tapping an item selects its tab (and
/// sets the selection binding). Only the selected tab is shown, laid out above the bar with its
/// safe area ending at the bar; the others keep their state (`TabViewLayout`,
/// `TabBarMetrics`).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Creates a tab view that uses a binding to its selected tab.
    ///
    /// - Parameters:
    ///   - selection: The selected tab's value (a tab's `tag` or a `Tab`'s value); nil for the
    ///     view to keep its own selection.
    ///   - content: The tabs.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// A tab view is primitive: it resolves its tabs and its bar itself.
    public var body: Never { primitiveBody() }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that keeps its own selection, starting with the first tab.
    ///
    /// - Parameter content: The tabs.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}
