/// A type that you use to create custom alignment guides.
///
/// ```swift
/// private struct FirstThirdAlignment: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat {
///         context.height / 3
///     }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
/// }
/// ```
///
/// When a container with several subviews is asked for the explicit value of a custom guide, it
/// reports the average of its subviews' explicit values (Docs/LayoutRules.md §7).
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set in that
    /// context.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The built-in guides at the edges and centres of a view's frame. They never propagate out of a
/// multi-child container (Docs/LayoutRules.md §7).
protocol FrameAlignmentID: AlignmentID {}

enum LeadingAlignmentID: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterAlignmentID: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingAlignmentID: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum TopAlignmentID: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterAlignmentID: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomAlignmentID: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// The first text baseline: the bottom of views without text; containers report the top-most
/// explicit value of their subviews.
enum FirstTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// The last text baseline: the bottom of views without text; containers report the bottom-most
/// explicit value of their subviews.
enum LastTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
