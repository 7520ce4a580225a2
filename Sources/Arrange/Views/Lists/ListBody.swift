/// The content of a list's lazy stack: the rows, headers, footers and section gaps in order.
///
/// Rows of a `ForEach` are built only when the stack's layout asks for them (inside the list's
/// scroll view, the rows the viewport shows), as `LazyVStack` builds a `ForEach`'s elements
/// (``LazyContent``); everything else is resolved up front.
struct ListBody: View, PrimitiveView, LazySegmentSource {
    let entries: [ListPlanEntry]

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        for (index, entry) in entries.enumerated() {
            let child = context.child(index)
            switch entry {
            case .view(let view):
                builder.resolveAny(view, context: child, into: &output)
            case .rows(let count, let make):
                for row in 0..<count {
                    let (view, identity) = make(row)
                    builder.resolveAny(view, context: child.child(identity), into: &output)
                }
            }
        }
    }

    var containsLazyElements: Bool {
        entries.contains { if case .rows = $0 { return true } else { return false } }
    }

    func appendLazySegments(to segments: inout [LazySegment], builder: GraphBuilder, context: ResolveContext) {
        for (index, entry) in entries.enumerated() {
            let child = context.child(index)
            switch entry {
            case .view(let view):
                var nodes: [Int32] = []
                builder.resolveAny(view, context: child, into: &nodes)
                if !nodes.isEmpty { segments.append(.views(nodes)) }
            case .rows(let count, let make):
                segments.append(.elements(count: count) { row, builder, output in
                    let (view, identity) = make(row)
                    builder.resolveAny(view, context: child.child(identity), into: &output)
                })
            }
        }
    }
}

/// One entry of a list's plan (``ListPlan``).
enum ListPlanEntry {
    /// A view resolved up front: a row, a header or footer, a gap.
    case view(any View)
    /// The rows of a `ForEach`: row `i`'s view and identity component, made on demand.
    case rows(count: Int, make: (Int) -> (view: any View, identity: Int))
}
