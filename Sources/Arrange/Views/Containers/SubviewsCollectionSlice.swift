/// A slice of a ``SubviewsCollection``: a contiguous run of its subviews, with the indices of
/// the collection it was sliced from. As a view it stands for those subviews.
public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    let base: SubviewsCollection
    let bounds: Range<Int>

    /// The index of the first subview in the slice.
    public var startIndex: Int { bounds.lowerBound }

    /// The index one past the last subview in the slice.
    public var endIndex: Int { bounds.upperBound }

    /// The subview at `index` of the sliced collection.
    public subscript(index: Int) -> Subview {
        precondition(bounds.contains(index), "SubviewsCollectionSlice index \(index) is out of range \(bounds)")
        return base[index]
    }

    /// The subviews in `bounds`, which must lie within this slice.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "SubviewsCollectionSlice range \(bounds) is out of range \(self.bounds)")
        return SubviewsCollectionSlice(base: base, bounds: bounds)
    }

    /// A slice of subviews is primitive: it stands for its subviews.
    public var body: Never { primitiveBody() }
}

extension SubviewsCollectionSlice: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        for index in bounds {
            base.source.resolveSubview(at: base.positions[index], in: builder, context: context, into: &output)
        }
    }
}
