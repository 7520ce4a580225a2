/// A view with a `.task` modifier: a ``ViewHost`` starts its task when the view's identity
/// enters the tree, cancels it when the identity leaves, and restarts it when `id` changes
/// (`ViewTasks`).
struct TaskView<Content: View, ID: Equatable>: View, PrimitiveView {
    let content: Content
    /// The value whose change restarts the task; nil for `.task(priority:_:)`.
    let id: ID?
    let priority: TaskPriority
    nonisolated let action: @Sendable () async -> Void

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        if let runtime = builder.graph.runtime {
            let identity = ResolveContext.mix(context.identity, ResolveContext.salt(of: Self.self))
            runtime.meetTask(identity, id: id, priority: priority, action: action)
        }
        builder.resolve(content, context: context, into: &output)
    }
}
