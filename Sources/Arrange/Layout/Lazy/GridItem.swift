/// A description of a row or a column in a lazy grid.
///
/// A `LazyVGrid` takes one `GridItem` per column (a `LazyHGrid` one per row). An item is
/// `.fixed`, `.flexible` (sharing the space the fixed items leave) or `.adaptive` (as many
/// columns of at least its minimum as fit in the space of one flexible item).
///
/// ```swift
/// let columns = [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]
/// LazyVGrid(columns: columns) {
///     ForEach(0..<20) { _ in Color.red.frame(height: 40) }
/// }
/// ```
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        /// A single item with the specified fixed size.
        case fixed(CGFloat)
        /// A single flexible item: the size of the grid with spacing and inflexible items
        /// removed, divided by the number of flexible items, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Multiple items in the space of a single flexible item: as many items of `minimum`
        /// as fit, each then growing up to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, which is the width of a column item or the height of a row item.
    public var size: GridItem.Size

    /// The spacing to the next item, or nil for the default spacing (8 points).
    public var spacing: CGFloat?

    /// The alignment to use when placing each view in its cell, or nil for the grid's.
    public var alignment: Alignment?

    /// Creates a grid item with the provided size, spacing, and alignment properties.
    ///
    /// - Parameters:
    ///   - size: The size of the grid item.
    ///   - spacing: The spacing to use between this and the next item, or nil for the default.
    ///   - alignment: The alignment to use for this grid item, or nil for the grid's.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
