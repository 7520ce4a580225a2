/// An opaque value derived from an anchor source and a particular view.
///
/// You can convert the anchor to a `Value` in the coordinate space of a target view by using a
/// ``GeometryProxy`` to specify the target view: `proxy[anchor]`.
public struct Anchor<Value> {
    /// The view the anchor belongs to, and where its frame is found once laid out.
    let geometry: AnchorGeometry
    /// The anchor source: makes the value from the view's frame.
    let source: Source

    /// The anchor's value in the coordinate space whose origin is at `origin` (global
    /// coordinates).
    func value(relativeTo origin: CGPoint) -> Value {
        source.make(geometry.globalFrame.offsetBy(dx: -origin.x, dy: -origin.y))
    }
}
