import Foundation

/// Dynamic view content with the delete and move actions set by `onDelete(perform:)` and
/// `onMove(perform:)`. The actions are stored; the list shows no swipe-to-delete or reordering
/// interface (Docs/Differences.md, "Lists and forms"). The content resolves as its base does.
public struct EditActionsContent<Base: DynamicViewContent>: DynamicViewContent {
    let base: Base
    /// The action `onDelete(perform:)` set, if any.
    let deleteAction: ((IndexSet) -> Void)?
    /// The action `onMove(perform:)` set, if any.
    let moveAction: ((IndexSet, Int) -> Void)?

    /// The collection of underlying data: the base's.
    public var data: Base.Data { base.data }

    /// The content is primitive: the engine resolves the base.
    public var body: Never { primitiveBody() }
}

extension EditActionsContent: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        builder.resolve(base, context: context, into: &output)
    }
}

extension EditActionsContent: ListContentSource {
    func appendListContent(to items: inout [ListContentItem]) {
        ListContentItem.append(base, to: &items)
    }
}

extension EditActionsContent: LazySegmentSource {
    var containsLazyElements: Bool {
        (base as? LazySegmentSource)?.containsLazyElements ?? false
    }

    func appendLazySegments(to segments: inout [LazySegment], builder: GraphBuilder, context: ResolveContext) {
        (base as? LazySegmentSource)?.appendLazySegments(to: &segments, builder: builder, context: context)
    }
}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view.
    ///
    /// - Parameter action: The action to perform with the offsets of the deleted rows; stored,
    ///   as Arrange's lists show no delete interface.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditActionsContent<Self> {
        EditActionsContent(base: self, deleteAction: action, moveAction: nil)
    }

    /// Sets the move action for the dynamic view.
    ///
    /// - Parameter action: The action to perform with the offsets of the moved rows and their
    ///   destination; stored, as Arrange's lists show no reordering interface.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditActionsContent<Self> {
        EditActionsContent(base: self, deleteAction: nil, moveAction: action)
    }
}

extension EditActionsContent {
    /// Sets the deletion action, keeping the move action already set.
    ///
    /// - Parameter action: The action to perform with the offsets of the deleted rows.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditActionsContent<Base> {
        EditActionsContent(base: base, deleteAction: action, moveAction: moveAction)
    }

    /// Sets the move action, keeping the deletion action already set.
    ///
    /// - Parameter action: The action to perform with the offsets of the moved rows and their
    ///   destination.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditActionsContent<Base> {
        EditActionsContent(base: base, deleteAction: deleteAction, moveAction: action)
    }
}
