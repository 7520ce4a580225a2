extension LayoutSubview {
    /// The container values associated with the given subview (`containerValue(_:_:)`), as
    /// `Subview.containerValues` gives them to a custom container.
    public var containerValues: ContainerValues {
        let subview = live
        return subview.withStoredGraph { $0.containerValues(of: subview.storedNode) }
    }
}
