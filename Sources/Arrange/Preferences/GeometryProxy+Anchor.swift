extension GeometryProxy {
    /// Resolves the value of an anchor to the container view: the value in the container's own
    /// coordinate space (its top-leading corner is the origin).
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(relativeTo: globalFrame.origin)
    }
}
