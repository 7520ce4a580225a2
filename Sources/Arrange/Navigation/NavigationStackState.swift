/// What a navigation stack keeps between updates: its own path (when it is bound to none) and
/// the `NavigationLink(destination:)`s whose destination is pushed.
struct NavigationStackState {
    var path = NavigationPath()
    var activeLinks: [UInt64] = []
}
