extension View {
    /// Defines a group of views with synchronized geometry using an identifier and namespace
    /// that you provide.
    ///
    /// Of the views with the same `id` in `namespace`, the one with `isSource` true sets the
    /// geometry of the others: each is proposed the source's size (with `.size`) and put with its
    /// `anchor` point on the source's (with `.position`), after the tree is laid out; the views
    /// around it keep their layout. Without a source in the tree, the views keep their own
    /// frames. When an animated update removes one view of a group and inserts another, the new
    /// view's frame moves from the old one's, and the old one, while its removal transition
    /// runs, moves to the new one's.
    ///
    /// - Parameters:
    ///   - id: The identifier, often derived from the identifier of the data being displayed.
    ///   - namespace: The namespace in which defines the `id`.
    ///   - properties: The properties to copy from the source view.
    ///   - anchor: The relative location in the view used to produce its shared position value.
    ///   - isSource: True if the view should be used as the source of geometry for other views in
    ///     the group.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        MatchedGeometryView(content: self, layout: MatchedGeometryLayout(key: AnyHashable(MatchedGeometryKey(namespace: namespace, id: AnyHashable(id))),
                                                                         properties: properties, anchor: anchor, isSource: isSource))
    }
}
