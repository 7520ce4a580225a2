/// Defines the shape of a rounded rectangle's corners.
///
/// `.circular` corners are quarter ellipses of the corner size. `.continuous` corners are the
/// smooth "squircle" corners of iOS: Arrange draws the widely published reconstruction of iOS 7's
/// rounded rectangles (PaintCode, "Drawing Code for iOS 7 Rounded Rectangles"): three cubic curves
/// per corner reaching 1.52866483 × the radius along each side, so the curvature grows gradually from
/// the straight edge. Where that extent does not fit in half the shorter side, the corner is drawn
/// circular (see `Docs/Differences.md`, "Shapes and paths").
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}
