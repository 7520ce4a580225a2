/// Whether a tab asks its tab view to hide the tab bar (`toolbar(.hidden, for: .tabBar)` on the
/// tab's view, or in the top view of a navigation stack that is the tab's view), stored as a
/// trait of the tab's node.
struct TabBarHiddenKey: LayoutValueKey {
    static let defaultValue = false
}
