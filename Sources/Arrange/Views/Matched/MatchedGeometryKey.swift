/// The group of a matched geometry effect: its namespace and identifier.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}
