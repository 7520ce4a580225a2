/// Content that shows one of two views: the result of `if`/`else` and `switch` in a view builder.
/// Each branch has its own identity, so switching branches replaces the view.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// The branch shown, with its view. Visible to clients' inlined code (`ViewBuilder.buildEither`)
    /// so that a client's builder makes the value without asking the runtime for its type.
    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline
    let storage: Storage

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    /// Conditional content is primitive.
    public var body: Never { primitiveBody() }
}

extension _ConditionalContent: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        switch storage {
        case .trueContent(let view): builder.resolve(view, context: context.branch(0), into: &output)
        case .falseContent(let view): builder.resolve(view, context: context.branch(1), into: &output)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view is primitive: `nil` produces no subviews.
    public var body: Never {
        preconditionFailure("Optional is a primitive view: the engine resolves it directly and never asks for its body")
    }
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        if let view = self {
            builder.resolve(view, context: context.branch(0), into: &output)
        }
    }
}
