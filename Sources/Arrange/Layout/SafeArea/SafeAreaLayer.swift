/// One layer of a safe area (Docs/LayoutRules.md §13): a rectangle `outer` whose part `safe` is
/// safe, in the hosting view's coordinates. The band between the two is unsafe.
///
/// The host makes the first layer (its area and the area less its insets); `safeAreaInset` and
/// `safeAreaPadding` add one for their content (their frame, and the part of it left after the
/// inset, within the safe area around them). The layers around a view, innermost first, say how
/// far a view that ignores the safe area extends and which insets a `GeometryReader` reports.
struct SafeAreaLayer: Equatable {
    /// The whole rectangle of the layer.
    var outer: CGRect
    /// Its safe part: within `outer`, never larger.
    var safe: CGRect

    /// The layer of a container at `bounds` that insets its content by `insets`, inside the
    /// layers `around` it (innermost first): the safe part is `bounds` less the insets, within
    /// the innermost safe area around it.
    static func inset(_ bounds: CGRect, by insets: EdgeInsets, within around: [SafeAreaLayer]) -> SafeAreaLayer {
        let own = bounds.insetClamped(by: insets)
        guard let enclosing = around.first?.safe else { return SafeAreaLayer(outer: bounds, safe: own) }
        func clamp(_ low: CGFloat, _ high: CGFloat, _ enclosingLow: CGFloat, _ enclosingHigh: CGFloat) -> (CGFloat, CGFloat) {
            let start = Swift.min(Swift.max(low, enclosingLow), high)
            let end = Swift.max(Swift.min(high, enclosingHigh), start)
            return (start, end)
        }
        let (x0, x1) = clamp(own.minX, own.maxX, enclosing.minX, enclosing.maxX)
        let (y0, y1) = clamp(own.minY, own.maxY, enclosing.minY, enclosing.maxY)
        return SafeAreaLayer(outer: bounds, safe: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }
}
