/// The characteristics of a stroke that traces a path: its width, caps, joins and miter limit.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
/// ```
///
/// SwiftUI's `StrokeStyle` also has dash properties; Arrange doesn't draw dashes yet, so it
/// doesn't have them (see Docs/Differences.md).
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroked line, in points.
    public var lineWidth: CGFloat
    /// The style of the line's endpoints.
    public var lineCap: CGLineCap
    /// The style of the joins between segments.
    public var lineJoin: CGLineJoin
    /// The limit on the ratio of a miter join's length to the line width; longer miters are
    /// bevelled.
    public var miterLimit: CGFloat

    /// Creates a stroke style; the defaults are SwiftUI's (1 point, butt caps, miter joins,
    /// miter limit 10).
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}
