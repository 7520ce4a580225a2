/// What the views of one level of a navigation stack (its root, or a pushed view) say about their
/// bars while they are resolved: the title, its display mode, the toolbar items, the bars'
/// visibility. Made afresh for each level in each update; the stack reads it to build the level's
/// bars once the level's content is resolved (`NavigationStack+Levels`).
///
/// The first value set wins (the outermost modifier, or the first view in declaration order),
/// as the first presentation setting wins in a sheet (Docs/Differences.md, "Navigation and tabs").
final class NavigationLevelRecord {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var items: [ToolbarEntry] = []
    var backButtonHidden = false
    var navigationBarVisibility: Visibility?
    var bottomBarVisibility: Visibility?
    var tabBarVisibility: Visibility?

    init() {}
}
