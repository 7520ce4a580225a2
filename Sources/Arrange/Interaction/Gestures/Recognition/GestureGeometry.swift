/// The view a gesture is attached to, as the press that started found it: its frame and the
/// coordinate spaces around it, for converting pointer locations (hosting-area coordinates)
/// into the space a gesture reports in.
///
/// Frames are those of the layout when the press began: a view that moves while it is dragged
/// does not move its gesture's local coordinate space (Docs/Differences.md, "Gestures").
struct GestureGeometry {
    /// The view's frame and the spaces around it.
    let proxy: GeometryProxy
    /// Records a diagnostic on the host.
    let report: (String) -> Void
    /// Whether the view's environment is right-to-left.
    var isRightToLeft = false
    /// The tags (`tag(_:)`) of the view's subviews, in order (for tap actions of controls).
    var subviewTags: [AnyHashable?] = []

    /// The view's size.
    var size: CGSize { proxy.size }

    /// `point` (in the hosting area's coordinates) in `space`: relative to the view's origin for
    /// `.local`, unchanged for `.global`, relative to the named view for `.named(_:)`.
    func location(_ point: CGPoint, in space: CoordinateSpace) -> CGPoint {
        let origin = proxy.frame(in: space).origin
        return CGPoint(x: point.x - proxy.globalFrame.minX + origin.x, y: point.y - proxy.globalFrame.minY + origin.y)
    }
}
