// The lazy layouts' earlier names looked like SwiftUI's but SwiftUI has no such types, so code
// using them compiled with Arrange and failed with SwiftUI. They are unavailable now, with a
// fix-it to the names that say Arrange (Docs/Differences.md, "Lazy stacks and grids").

/// Renamed: SwiftUI has no `LazyVStackLayout`; Arrange's lazy vertical stack layout is
/// ``ArrangeLazyVStackLayout``.
@available(*, unavailable, renamed: "ArrangeLazyVStackLayout")
public typealias LazyVStackLayout = ArrangeLazyVStackLayout

/// Renamed: SwiftUI has no `LazyHStackLayout`; Arrange's lazy horizontal stack layout is
/// ``ArrangeLazyHStackLayout``.
@available(*, unavailable, renamed: "ArrangeLazyHStackLayout")
public typealias LazyHStackLayout = ArrangeLazyHStackLayout

/// Renamed: SwiftUI has no `LazyVGridLayout`; Arrange's lazy vertical grid layout is
/// ``ArrangeLazyVGridLayout``.
@available(*, unavailable, renamed: "ArrangeLazyVGridLayout")
public typealias LazyVGridLayout = ArrangeLazyVGridLayout

/// Renamed: SwiftUI has no `LazyHGridLayout`; Arrange's lazy horizontal grid layout is
/// ``ArrangeLazyHGridLayout``.
@available(*, unavailable, renamed: "ArrangeLazyHGridLayout")
public typealias LazyHGridLayout = ArrangeLazyHGridLayout
