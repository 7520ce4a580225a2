/// A collection which allows a view to be treated as a collection of its subviews in a for each
/// loop: the data of `ForEach(subviews:content:)`.
///
/// You don't use this type directly. The subviews exist only once the engine resolves the
/// `ForEach` where it appears, so the collection itself holds none (Docs/Differences.md,
/// "Custom containers").
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    /// The position of the first subview: 0.
    public var startIndex: Int { 0 }

    /// The position one past the last subview: 0, as the collection holds none.
    public var endIndex: Int { 0 }

    /// The subview at `index`; there is none, so any index is out of bounds.
    public subscript(index: Int) -> Subview {
        preconditionFailure("ForEachSubviewCollection: index \(index) out of bounds: the subviews exist only when the ForEach is resolved")
    }
}
