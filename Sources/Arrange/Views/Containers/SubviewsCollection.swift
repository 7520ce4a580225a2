/// An opaque collection representing the subviews of a view.
///
/// Its elements are the ``Subview``s the view resolves into, in order; as a view it stands for
/// all of them, each a separate subview of the enclosing container (Apple's documentation,
/// "SubviewsCollection"). Slicing it gives a ``SubviewsCollectionSlice``.
public struct SubviewsCollection: RandomAccessCollection, View {
    let source: SubviewSource
    /// The positions of this collection's subviews in `source`.
    let positions: [Int]

    /// The position of the first subview.
    public var startIndex: Int { 0 }

    /// The position one past the last subview.
    public var endIndex: Int { positions.count }

    /// The subview at `index`.
    public subscript(index: Int) -> Subview {
        precondition(positions.indices.contains(index), "SubviewsCollection index \(index) is out of range 0..<\(positions.count)")
        return Subview(source: source, position: positions[index])
    }

    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "SubviewsCollection range \(bounds) is out of range 0..<\(endIndex)")
        return SubviewsCollectionSlice(base: self, bounds: bounds)
    }

    /// A collection of subviews is primitive: it stands for its subviews.
    public var body: Never { primitiveBody() }
}

extension SubviewsCollection: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        for position in positions {
            source.resolveSubview(at: position, in: builder, context: context, into: &output)
        }
    }
}
