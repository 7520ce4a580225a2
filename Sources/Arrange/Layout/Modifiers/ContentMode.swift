/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Resizes the content so it's all within the available space, both vertically and
    /// horizontally, preserving its aspect ratio.
    case fit
    /// Resizes the content so it occupies all available space, both vertically and horizontally,
    /// preserving its aspect ratio.
    case fill
}
