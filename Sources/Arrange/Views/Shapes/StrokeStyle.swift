/// The characteristics of a stroke that traces a path: its width, caps, joins, miter limit and
/// dashes.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
/// RoundedRectangle(cornerRadius: 8).strokeBorder(.gray, style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
/// ```
///
/// Dashes follow Core Graphics: `dash` alternates the lengths of painted and unpainted stretches
/// along the path, starting painted, repeating the whole array (so `[5]` is 5 on, 5 off);
/// `dashPhase` is how far into the pattern the path starts. Each dash is capped with `lineCap`.
/// An empty pattern, or one with a negative or non-finite length or a zero total, strokes solid.
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
    /// The lengths of the painted and unpainted stretches of a dashed line, alternating,
    /// starting painted; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: CGFloat

    /// Creates a stroke style; the defaults are SwiftUI's (1 point, butt caps, miter joins,
    /// miter limit 10, solid).
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The dash pattern as drawn: an even number of lengths (an odd pattern repeated twice), or
    /// nil for a solid line (no pattern, a negative or non-finite length, a zero total, or a
    /// non-finite phase).
    public var resolvedDashPattern: [CGFloat]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dashPhase.isFinite else { return nil }
        guard dash.reduce(0, +) > 0 else { return nil }
        return dash.count % 2 == 0 ? dash : dash + dash
    }
}
