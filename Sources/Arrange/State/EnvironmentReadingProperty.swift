/// A dynamic property that reads the environment and nothing else (`Environment`), so it can be
/// connected where no host keeps state: a view laid out by `LayoutSnapshot` or a `LayoutHost`
/// still reads the environment its ancestors set, as in SwiftUI.
protocol EnvironmentReadingProperty {
    /// Connects the property to `environment`.
    func connect(to environment: EnvironmentValues)
}
