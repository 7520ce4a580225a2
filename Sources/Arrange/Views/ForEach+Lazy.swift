/// A `ForEach` is the content lazy containers build one element at a time.
extension ForEach: LazyElementSource {
    var lazyElementCount: Int { data.count }

    func resolveLazyElement(_ index: Int, in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        builder.resolve(content(element), context: context.child(id(element).hashValue), into: &output)
    }
}
