/// The element types of a `TupleView` that a view builder made, as a type: what resolves the
/// tuple's elements in place, without boxing each into an `any View` first
/// (`TupleViewElements`, Docs/Engine.md, "Tuples of views").
protocol TupleViewElementTypes {
    /// Resolves the elements of the tuple at `tuple` in order, the element at position `i` with
    /// `context`'s identity extended by `i` (as `ResolveContext.child(i)` would).
    static func resolve(_ tuple: UnsafeRawPointer, in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32])
    /// The elements of the tuple at `tuple`, for the paths that walk them as values (lazy
    /// containers, lists).
    static func views(of tuple: UnsafeRawPointer) -> [any View]
}
