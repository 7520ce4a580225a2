extension LayoutGraph {
    /// The container values set on `node` (`containerValue(_:_:)`), stored as one of its traits.
    func containerValues(of node: Int32) -> ContainerValues {
        let row = nodes[Int(node)].traits
        guard row >= 0, let values = traitTable[Int(row)][ContainerValues.traitKey] as? ContainerValues else {
            return ContainerValues()
        }
        return values
    }
}
