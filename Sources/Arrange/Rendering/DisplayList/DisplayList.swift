/// What a laid-out view draws: a flat list of drawing items in paint order, the first painted
/// first (lowest), each carrying the identity of the view it came from.
///
/// Renderers (SVG, PNG, terminal) read display lists only, never views or layout nodes. Make one
/// from a laid-out view with ``LayoutSnapshot/displayList``:
///
/// ```swift
/// let snapshot = LayoutSnapshot(of: Color.red.frame(width: 20, height: 10), in: CGSize(width: 20, height: 10))
/// print(snapshot.displayList)
/// // DisplayList 20×10
/// // fill #FF3B30 M0 0H20V10H0Z  Color red
/// ```
///
/// Coordinates are in points, in the hosting view's space: y grows downwards. Items that push
/// state (a clip, an opacity, a transform) are balanced by a matching pop later in the list.
public struct DisplayList: Equatable, CustomStringConvertible, Sendable {
    /// The size of the canvas the list draws on: the hosting view's size.
    public var size: CGSize
    /// The items, in paint order.
    public var items: [Item]

    /// Creates a display list from items in paint order.
    ///
    /// - Parameters:
    ///   - size: The canvas size, in points.
    ///   - items: The items; every push must be balanced by a pop of the same kind.
    public init(size: CGSize, items: [Item] = []) {
        self.size = size
        self.items = items
    }
}
