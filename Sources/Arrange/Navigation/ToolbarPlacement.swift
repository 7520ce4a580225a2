/// The placement of a toolbar, given to `toolbar(_:for:)`.
public struct ToolbarPlacement: Sendable, Hashable {
    /// Which bar.
    enum Bar: Sendable, Hashable {
        case automatic, navigationBar, bottomBar, tabBar
    }

    let bar: Bar

    /// The primary toolbar: the navigation bar on iOS.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar in iOS.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The bottom toolbar in iOS.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// The tab bar in iOS.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
}
