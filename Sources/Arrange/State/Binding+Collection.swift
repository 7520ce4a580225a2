/// A binding to a mutable collection is a collection of bindings to its elements, so that
/// `ForEach($items) { $item in … }` hands each row a binding to its element, as in SwiftUI.
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to an element of the collection.
    public typealias Element = Binding<Value.Element>
    /// An iterator over the bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A contiguous part of the collection of bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// A position in the collection: the underlying collection's index.
    public typealias Index = Value.Index
    /// The indices of the collection.
    public typealias Indices = Value.Indices

    /// The position of the first element.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The position one past the last element.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The indices that are valid for subscripting the collection.
    public var indices: Indices { wrappedValue.indices }

    /// The position immediately after `i`.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// Replaces `i` with its successor.
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`: reads and writes that element of the bound
    /// collection.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] },
                               set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The position immediately before `i`.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }

    /// Replaces `i` with its predecessor.
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: DynamicProperty {}
