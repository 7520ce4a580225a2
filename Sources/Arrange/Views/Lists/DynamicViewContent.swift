/// A type of view that generates views from an underlying collection of data.
///
/// `ForEach` is one; `onDelete(perform:)` and `onMove(perform:)` give it the actions a list
/// performs when rows are deleted or moved.
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection

    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}
